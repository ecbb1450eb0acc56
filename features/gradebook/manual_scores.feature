Feature: Typing scores in the gradebook and undoing them
  Each cell holds a precalculated score (from a test, SCORM…) and may hold a manual one, which
  wins. A manual score is checked like any manual score (required, number, range, decimals) on
  0 to the item's maximum. Typing the value already there changes nothing. An empty cell is
  refused; removing a manual score is its own action and shows the precalculated score again.
  Undo takes back the latest change, one at a time, while the cell still holds what it wrote.
  Every saved change, undo included, leaves a line in the server's audit trail (docs/api-gradebook.md).
  Decisions: docs/decisions/0137-manual-score-entry.md, 0103-manual-score.md

  Background:
    Given Ana's cell for "Exam 1" out of 10 has the precalculated score 6
    And the clock shows "2026-11-22T09:30:00Z"

  Scenario: A manual score wins over the precalculated one
    When the teacher "teacher-eva" enters "7,5" in the cell
    Then the cell shows 7.5 as a manual score

  Scenario: Typing the same value again saves nothing
    When the teacher "teacher-eva" enters "7" in the cell
    And the teacher "teacher-eva" enters "7,00" in the cell
    Then the cell shows 7 as a manual score

  Scenario Outline: Refused entries leave the cell as it was
    When the teacher "teacher-eva" enters "<typed>" in the cell
    Then it is refused with "<code>"
    And the cell shows 6 as a precalculated score

    Examples:
      | typed  | code                    |
      |        | score.required          |
      | ocho   | score.not-a-number      |
      | 10,5   | score.out-of-range      |
      | 7,125  | score.too-many-decimals |

  Scenario: Removing a manual score shows the precalculated one again
    When the teacher "teacher-eva" enters "9" in the cell
    And the teacher "teacher-eva" removes the manual score
    Then the cell shows 6 as a precalculated score

  Scenario: Undo, one change at a time
    When the teacher "teacher-eva" enters "7" in the cell
    And the teacher "teacher-eva" enters "8" in the cell
    And the teacher "teacher-eva" undoes the last change
    Then the cell shows 7 as a manual score
    When the teacher "teacher-eva" undoes the last change
    Then the cell shows 6 as a precalculated score
    When the teacher "teacher-eva" undoes the last change
    Then it is refused with "score.nothing-to-undo"

  Scenario: Undo is refused when the cell changed since
    When the teacher "teacher-eva" enters "7" in the cell
    And someone else saves 9 in the cell
    And the teacher "teacher-eva" undoes the last change
    Then it is refused with "score.undo-stale"
    And the cell shows 9 as a manual score
