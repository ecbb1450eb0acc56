Feature: Hide the teacher
  A school platform may hide its teachers' names from students (the `hideTeacher` switch). The server withholds the
  name wherever a student reads a course's teacher: the course card and page, the authors of the board's messages.
  Staff always see their colleagues' names. Decisions: docs/decisions/0554-hide-teacher.md

  Scenario Outline: Who is told the teacher's name
    Given a school platform whose hide-teacher switch is <switch>
    When the course's <reader> reads who teaches it
    Then the teacher's name is <verdict>

    Examples:
      | switch | reader                  | verdict  |
      | on     | student                 | withheld |
      | on     | teacher                 | told     |
      | on     | admin                   | told     |
      | on     | teacher seeing as student | withheld |
      | off    | student                 | told     |
      | off    | teacher                 | told     |
