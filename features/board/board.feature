Feature: The course board
  Every course has a board of messages. Teachers post to everyone, to the students only or to the teachers only,
  pin what matters and moderate; students post and reply while the course lets them, and delete only their own.
  A message says something once its markup is stripped, and the board shows pinned messages first, then the newest.
  Decisions: docs/decisions/0510-course-board-messages.md

  Scenario Outline: Who reads a message
    Then a "<relation>" of the course <reads> a message for "<audience>"

    Examples:
      | relation | audience | reads        |
      | teacher  | all      | reads        |
      | teacher  | students | reads        |
      | teacher  | teachers | reads        |
      | admin    | teachers | reads        |
      | student  | all      | reads        |
      | student  | students | reads        |
      | student  | teachers | does not read |

  Scenario Outline: Who posts, pins and deletes
    Given students of the course <may> post
    Then a "<relation>" <posts> on the board
    And a "<relation>" <pins> messages
    And a "<relation>" <deletes others> others' messages and <deletes own> their own

    Examples:
      | relation | may     | posts        | pins         | deletes others | deletes own   |
      | teacher  | may not | may post     | may pin      | may delete     | may delete    |
      | student  | may     | may post     | may not pin  | may not delete | may delete    |
      | student  | may not | may not post | may not pin  | may not delete | may delete    |
      | admin    | may     | may not post | may not pin  | may not delete | may not delete |

  Scenario Outline: In kids mode a student reads the board but does not post on it (ADR 0536)
    Given students of the course may post
    And the reader is in kids mode in the course
    Then a "<relation>" <posts> on the board

    Examples:
      | relation | posts        |
      | student  | may not post |
      | teacher  | may post     |

  Scenario: Pinned messages first, then the newest
    Given the board holds these messages:
      | guid | pinned | posted              |
      | a    | no     | 2026-11-20T09:00:00Z |
      | b    | yes    | 2026-11-18T09:00:00Z |
      | c    | no     | 2026-11-21T09:00:00Z |
      | d    | yes    | 2026-11-19T09:00:00Z |
    Then the board reads "d, b, c, a"

  Scenario Outline: A message must say something
    When someone posts "<html>"
    Then <outcome>

    Examples:
      | html                                                  | outcome                                      |
      | <p>Mañana traed la calculadora</p>                    | it is accepted                               |
      | <p> </p><p><br></p>                                    | it is refused with "board.message-required"  |
      | <p><span class='math-tex'>\(x^2\)</span></p>           | it is accepted                               |

  Scenario: Tags are stripped for display
    Then "<p>Examen el <strong>lunes</strong> &amp; repaso</p><ul><li>tema 3</li></ul>" reads "Examen el lunes & repaso tema 3" without its tags

  Scenario Outline: What a reader's live board is told of a change
    Live board changes follow the audience: a reader is told only of messages they read, and a message whose audience
    leaves them out is deleted for them. Decisions: docs/decisions/0516-live-board-and-all-courses.md
    Then a "<relation>" is told "<told>" when a message for "<before>" becomes one for "<after>"

    Examples:
      | relation | before   | after    | told    |
      | student  | none     | all      | created |
      | student  | none     | teachers | nothing |
      | teacher  | none     | teachers | created |
      | student  | all      | all      | updated |
      | student  | all      | teachers | deleted |
      | student  | teachers | students | created |
      | student  | teachers | teachers | nothing |
      | admin    | teachers | none     | deleted |
      | student  | students | none     | deleted |
