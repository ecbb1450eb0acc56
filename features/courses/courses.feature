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

  # ADR 0240: a school admin's course list holds every course of their schools, read like a teacher reads it.
  Scenario Outline: Who lists and sees a course
    When a "<role>" who is "<membership>" of a course <school> looks at it
    Then <verdict>

    Examples:
      | role | membership    | school                      | verdict                              |
      | R02  | a teacher     | of another school           | they see it as "teacher"             |
      | R01  | a student     | of another school           | they see it as "student"             |
      | R03  | not a member  | of the school they run      | they see it as "admin"               |
      | R03  | a teacher     | of the school they run      | they see it as "teacher"             |
      | R03  | not a member  | of another school           | the course is not listed nor seen    |
      | R02  | not a member  | of the school they teach in | the course is not listed nor seen    |
      | R04  | not a member  | of any school               | the course is not listed nor seen    |
