Feature: Notifications
  Events tell the people they concern: students learn that content or a test was published in their course, that a
  deadline is near, that their hand-in was graded, that grades or a test's results were published; teachers learn
  that work was handed in; everyone a board message is for learns of it. Under the tenant's kids mode students get
  only what a young child acts on. The panel shows them newest first, grouped by the reader's day.
  Decisions: docs/decisions/0512-who-is-notified-of-what.md, 0513-notification-stream.md

  Scenario Outline: Who an event concerns
    Then a "<type>" notification <concerns> a "<relation>" of the course

    Examples:
      | type              | relation | concerns           |
      | content.published | student  | concerns           |
      | content.published | teacher  | does not concern   |
      | test.published    | student  | concerns           |
      | deliver.soon      | student  | concerns           |
      | deliver.soon      | teacher  | does not concern   |
      | hand-in.graded    | student  | concerns           |
      | grades.published  | student  | concerns           |
      | test.result       | student  | concerns           |
      | hand-in.received  | teacher  | concerns           |
      | hand-in.received  | student  | does not concern   |
      | board.message     | student  | concerns           |
      | board.message     | teacher  | concerns           |
      | board.message     | admin    | does not concern   |

  Scenario Outline: Kids mode: fewer notifications for students, the same for teachers
    Then under kids mode a "<relation>" <receives> "<type>" notifications

    Examples:
      | relation | type              | receives         |
      | student  | content.published | receives         |
      | student  | test.published    | receives         |
      | student  | hand-in.graded    | receives         |
      | student  | test.result       | receives         |
      | student  | board.message     | does not receive |
      | student  | grades.published  | does not receive |
      | student  | deliver.soon      | does not receive |
      | teacher  | board.message     | receives         |
      | teacher  | hand-in.received  | receives         |

  Scenario: A board message tells everyone its audience includes, never its author
    Given the course has these members:
      | guid  | relation | kids mode |
      | ana   | teacher  | no        |
      | luis  | teacher  | no        |
      | pablo | student  | no        |
      | marta | student  | no        |
    When "ana" posts a message for "students"
    Then "luis, pablo, marta" are told
    When "ana" posts a message for "teachers"
    Then "luis" are told

  Scenario: A reply tells only the author of the message it answers
    Given the course has these members:
      | guid  | relation | kids mode |
      | ana   | teacher  | no        |
      | pablo | student  | no        |
      | marta | student  | no        |
    When "pablo" replies to a message of "ana" for "all"
    Then "ana" are told

  Scenario: Students under kids mode are not told of board messages
    Given the course has these members:
      | guid   | relation | kids mode |
      | emma   | teacher  | yes       |
      | oliver | student  | yes       |
    When "emma" posts a message for "all"
    Then nobody is told

  Scenario Outline: A deadline is "soon" within 24 hours, not after it passed
    Then an item due at "<due>" is <soon> at "2026-11-27T10:00:00Z"

    Examples:
      | due                  | soon         |
      | 2026-11-27T12:00:00Z | soon         |
      | 2026-11-28T10:00:00Z | soon         |
      | 2026-11-28T10:00:01Z | not soon     |
      | 2026-11-27T09:59:59Z | not soon     |

  Scenario: The panel groups by the reader's day, newest first
    Given these notifications, read in Madrid:
      | id | created              |
      | 1  | 2026-11-25T23:30:00Z |
      | 2  | 2026-11-26T08:00:00Z |
      | 3  | 2026-11-26T23:30:00Z |
      | 4  | 2026-11-27T09:00:00Z |
    Then the panel reads "2026-11-27: 4, 3 | 2026-11-26: 2, 1"

  Scenario Outline: Opening a notification leads to its page
    Then a "<type>" notification about a "<content type>" opens the "<target>"

    Examples:
      | type              | content type | target     |
      | board.message     |              | board      |
      | content.published | CTTY_01      | item       |
      | test.published    | CTTY_09      | assessment |
      | test.result       | CTTY_09      | assessment |
      | hand-in.graded    | CTTY_14      | item       |
      | grades.published  |              | grades     |

  Scenario: A board message's notification lands on the message
    Opening it shows the course's board at that message (ADR 0516).
    Then a "board.message" notification about message "m-7" opens its course's board at message "m-7"

  Scenario Outline: The bell and the daily digest word a notification alike
    Then a "<type>" notification <about> read by <reader> is worded with "<key>"

    Examples:
      | type              | about                | reader            | key                              |
      | board.message     | about a message      | a student         | type.board-message               |
      | board.message     | about a reply        | a student         | type.board-reply                 |
      | grades.published  | about an item        | a student         | type.grades-published            |
      | grades.published  | about a period       | a student         | type.grades-published-period     |
      | content.published | about an item        | a kids-mode pupil | kids.content-published           |
      | hand-in.received  | about an item        | a kids-mode pupil | type.hand-in-received            |
