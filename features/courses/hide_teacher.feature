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

  Scenario Outline: A notification whose teacher's name is withheld speaks of "your teacher"
    A student of such a platform is told of a graded hand-in or a teacher's board message without the teacher's name;
    the bell and the daily digest word it alike.
    Then a "<type>" notification <about> whose teacher's name is withheld, read by <reader>, is worded with "<key>"

    Examples:
      | type           | about           | reader            | key                         |
      | hand-in.graded | about an item   | a student         | type.hand-in-graded-teacher |
      | board.message  | about a message | a student         | type.board-message-teacher  |
      | board.message  | about a reply   | a student         | type.board-reply-teacher    |
      | hand-in.graded | about an item   | a kids-mode pupil | kids.hand-in-graded         |
