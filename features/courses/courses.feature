Feature: Listing and joining courses
  The course list loads 24 courses a page unless asked for another size (at most 100).
  A student joins a course with a code of 6 to 10 letters and digits, typed in any case,
  with spaces or hyphens if they like.

  Scenario Outline: How many courses a page holds
    When the course list is asked for pages of "<asked>"
    Then a page holds <size> courses

    Examples:
      | asked | size |
      |       | 24   |
      | 24    | 24   |
      | 12    | 12   |
      | 1     | 1    |
      | 100   | 100  |
      | 101   | 100  |
      | 5000  | 100  |
      | 0     | 24   |
      | -3    | 24   |
      | 2.5   | 24   |
      | doce  | 24   |

  Scenario Outline: A join code as typed by a student
    When a student types the join code "<typed>"
    Then <verdict>

    Examples:
      | typed         | verdict                                  |
      | ABC123        | the code sent is "ABC123"                |
      | abc123        | the code sent is "ABC123"                |
      | abc-123       | the code sent is "ABC123"                |
      | ab c1 23 xy   | the code sent is "ABC123XY"              |
      | ABCDEFGHIJ    | the code sent is "ABCDEFGHIJ"            |
      | ABC12         | the code is not accepted                 |
      | ABCDEFGHIJK   | the code is not accepted                 |
      | ABC_123       | the code is not accepted                 |
      | ÁBC123        | the code is not accepted                 |
      |               | the code is not accepted                 |
