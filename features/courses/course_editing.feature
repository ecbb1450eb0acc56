Feature: Editing and deleting a course
  A teacher renames a course or changes its discipline, level or year. The name is trimmed, may not be
  blank and holds at most 120 characters; the year at most 40, and a blank year is no year.
  Deleting a course that holds any of its students' work or marks (hand-ins, test attempts, grades typed by
  the teacher, attendance, behaviour points) archives it instead: it leaves every list and screen, and
  its records are kept. A course with none of them is deleted for good. (ADR 0239)

  Scenario Outline: Details a teacher types
    When a teacher saves the course as "<name>" in "<discipline>" at "<level>" for year "<year>"
    Then <verdict>

    Examples:
      | name                   | discipline | level | year      | verdict                                                  |
      | Matemáticas 2º ESO     | ed6        | el3   | 2º        | the course is saved as "Matemáticas 2º ESO" for year "2º" |
      |   Historia  3º         | ed13       | el3   |           | the course is saved as "Historia  3º" with no year        |
      | Biology                | ed10       | el2   |    Year 5 | the course is saved as "Biology" for year "Year 5"        |
      |                        | ed6        | el3   |           | the course's name is refused with "course.name-required"           |
      | Lengua                 | ed99       | el3   |           | the course's discipline is refused with "course.discipline-unknown" |
      | Lengua                 | ed7        | el9   |           | the course's level is refused with "course.level-unknown"          |

  Scenario: Spaces around the name and the year do not count
    When a teacher saves the course as "  Física y Química  " in "ed10" at "el3" for year "   "
    Then the course is saved as "Física y Química" with no year

  Scenario: The longest name and year
    When a teacher saves a course named with 120 letters and a year of 40 letters
    Then the course is saved
    When a teacher saves a course named with 121 letters and a year of 41 letters
    Then the course's name is refused with "course.name-too-long" at most 120
    And the course's year is refused with "course.year-too-long" at most 40

  Scenario Outline: Deleting a course that keeps its students' records
    Given a course whose students left <count> <records>
    When its teacher deletes it
    Then the course is <outcome>

    Examples:
      | count | records           | outcome  |
      | 0     | hand-ins          | deleted  |
      | 1     | hand-ins          | archived |
      | 1     | attempts          | archived |
      | 3     | grades            | archived |
      | 1     | attendance marks  | archived |
      | 2     | behaviour points  | archived |

  Scenario: A course nobody worked in goes for good
    Given a course with units, lessons and students but no work, grades or marks
    When its teacher deletes it
    Then the course is deleted
