Feature: The lesson board
  The teacher sees a lesson's items as a board: draft (not published), open, to review (hand-ins
  delivered but not yet evaluated, whatever the deadline) and closed (past the deadline without
  late delivery). Every scenario starts at 2026-11-22T09:00:00Z.
  Decisions: docs/decisions/0115-lesson-board.md

  Scenario: The columns, in order
    Then the board columns are "draft, open, to-review, closed"

  Scenario Outline: Where an item sits
    Given an item on the board:
      | published     | <published> |
      | evaluable     | <evaluable> |
      | deliver at    | <deliverAt> |
      | late delivery | <late>      |
      | delivered     | <delivered> |
      | evaluated     | <evaluated> |
    Then it sits in the "<column>" column

    Examples:
      | published | evaluable | deliverAt            | late | delivered | evaluated | column    |
      | no        | yes       | none                 | no   | 0         | 0         | draft     |
      | no        | yes       | 2026-11-01T00:00:00Z | no   | 3         | 0         | draft     |
      | yes       | no        | none                 | no   | 0         | 0         | open      |
      | yes       | yes       | 2026-11-22T09:00:00Z | no   | 0         | 0         | open      |
      | yes       | yes       | 2026-11-22T08:59:59Z | yes  | 0         | 0         | open      |
      | yes       | yes       | 2026-11-22T08:59:59Z | no   | 0         | 0         | closed    |
      | yes       | yes       | 2026-11-30T00:00:00Z | no   | 2         | 1         | to-review |
      | yes       | yes       | 2026-11-01T00:00:00Z | no   | 2         | 1         | to-review |
      | yes       | no        | none                 | no   | 1         | 0         | to-review |
      | yes       | yes       | 2026-11-01T00:00:00Z | no   | 2         | 2         | closed    |
      | yes       | yes       | none                 | no   | 4         | 4         | open      |
