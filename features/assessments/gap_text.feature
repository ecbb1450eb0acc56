Feature: Writing gaps in a text
  Cloze, drag-words, drop-down and highlight questions mark their gaps with double brackets:
  "El [[agua]] hierve". A backslash before the brackets writes them literally, and brackets that
  are never closed are just text. (Texts are quoted below to show their spaces.)

  Scenario: Gaps are numbered in the order they appear
    When the gap text "El [[agua]] hierve a [[100|cien]] grados" is read
    Then it reads as:
      | kind | index | content    |
      | text |       | "El "      |
      | gap  | 0     | agua       |
      | text |       | " hierve a " |
      | gap  | 1     | 100\|cien  |
      | text |       | " grados"  |

  Scenario: Escaped and unclosed brackets stay text
    When the gap text "Un \[[enlace]] y [[hueco]] y [[sin cerrar" is read
    Then it reads as:
      | kind | index | content       |
      | text |       | "Un [[enlace]] y " |
      | gap  | 0     | hueco         |
      | text |       | " y [[sin cerrar" |

  Scenario: Gaps side by side and at the edges
    When the gap text "[[a]][[b]]" is read
    Then it reads as:
      | kind | index | content |
      | gap  | 0     | a       |
      | gap  | 1     | b       |

  Scenario: A text without gaps is one piece of text
    When the gap text "Sin huecos" is read
    Then it reads as:
      | kind | index | content    |
      | text |       | Sin huecos |
