Feature: File sizes shown to people
  Sizes are shown in bytes, KB, MB or GB, counting 1024 bytes to the KB as most file managers do,
  with at most one decimal (bytes are whole). A size that rounds up to 1024 of a unit shows as 1
  of the next. The unit's wording and the decimal comma or point come from the language.
  Decisions: docs/decisions/0108-file-sizes.md

  Scenario Outline: A file's size
    When a file of <bytes> bytes is listed
    Then its size reads "<size>" with the label key "<key>"

    Examples:
      | bytes         | size     | key         |
      | 0             | 0 B      | fileSize.B  |
      | 1             | 1 B      | fileSize.B  |
      | 1023          | 1023 B   | fileSize.B  |
      | 1024          | 1 KB     | fileSize.KB |
      | 1536          | 1.5 KB   | fileSize.KB |
      | 1075          | 1 KB     | fileSize.KB |
      | 1126          | 1.1 KB   | fileSize.KB |
      | 1048575       | 1 MB     | fileSize.MB |
      | 1048576       | 1 MB     | fileSize.MB |
      | 5347737       | 5.1 MB   | fileSize.MB |
      | 1073741824    | 1 GB     | fileSize.GB |
      | 3221225472    | 3 GB     | fileSize.GB |
      | 2199023255552 | 2048 GB  | fileSize.GB |

  Scenario Outline: Sizes that make no sense show as nothing
    When a file of <bytes> bytes is listed
    Then its size reads "0 B" with the label key "fileSize.B"

    Examples:
      | bytes    |
      | -5       |
      | NaN      |
      | Infinity |
