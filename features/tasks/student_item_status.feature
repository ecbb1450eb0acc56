Feature: One status for a student's item, on every screen
  Every screen that shows a gradable item to or about a student — the task list, the test list, the lesson, the
  teacher's list of hand-ins — shows the same word for it, and the server accepts or refuses a hand-in by the same
  rule. Decisions: docs/decisions/0140-one-status-for-a-students-item.md
  - work turned in never shows a deadline; a graded item shows "graded" until its grades are published;
  - work not turned in shows its deadline: late, soon, handed back; "closed" once late work is refused or the
    grades are published (the item is view-only);
  - a closed item that was never turned in leaves To do for "Missed": nothing can be done about it any more;
  - at the very instant of the due date no time is left (late) but a hand-in is still on time (ADRs 0101, 0111);
  - the teacher's list of hand-ins reads the same status from the other side: a student who can no longer hand in and
    never did is "not handed in", never "pending";
  - the server takes a hand-in exactly when the item can still be turned in.

  Background:
    Given the clock shows "2026-11-22T09:00:00Z"

  Scenario Outline: What a student's item shows, and where the task list puts it
    Given a gradable item due <due> that <late> late work
    And the student's work is "<work>"
    And its grades are <published>
    When anyone looks at the item for that student
    Then it shows "<label>"
    And it is listed under "<group>"
    And it can be turned in: "<turn in>"

    Examples: not turned in yet
      | due                    | late    | work        | published     | label       | group     | turn in   |
      | in 3 days              | refuses | none        | not published | not-started | to-do     | open      |
      | in 3 days              | refuses | saved       | not published | in-progress | to-do     | open      |
      | in 3 hours             | refuses | none        | not published | soon        | to-do     | open      |
      | whenever (no due date) | refuses | saved       | not published | in-progress | to-do     | open      |
      | 2 days ago             | accepts | none        | not published | late        | to-do     | open-late |
      | 2 days ago             | accepts | saved       | not published | late        | to-do     | open-late |
      | 2 days ago             | refuses | none        | not published | closed      | missed    | closed    |
      | 1 second ago           | refuses | saved       | not published | closed      | missed    | closed    |
      | right now              | refuses | saved       | not published | late        | to-do     | open      |
      | in 3 days              | refuses | none        | published     | closed      | missed    | view-only |
      | 2 days ago             | accepts | none        | published     | closed      | missed    | view-only |

    Examples: turned in
      | due                    | late    | work        | published     | label            | group            | turn in |
      | 2 days ago             | refuses | delivered   | not published | turned-in        | turned-in        | done    |
      | in 3 hours             | refuses | delivered   | not published | turned-in        | turned-in        | done    |
      | 2 days ago             | refuses | evaluated   | not published | graded           | turned-in        | done    |
      | 2 days ago             | refuses | evaluated   | published     | grades-published | grades-published | done    |

  Scenario: Work handed back by the teacher shows that, unless its deadline is closer
    Given a gradable item due in 3 days that refuses late work
    And the student's work is "saved"
    And a teacher has handed it back
    And its grades are not published
    When anyone looks at the item for that student
    Then it shows "handed-back"
    And it is listed under "to-do"

  Scenario: Work handed back can be turned in again after its due date (ADR 0432)
    Given a gradable item due 2 days ago that refuses late work
    And the student's work is "saved"
    And a teacher has handed it back
    And its grades are not published
    When anyone looks at the item for that student
    Then it shows "handed-back"
    And it is listed under "to-do"
    And it can be turned in: "open"

  Scenario: The task list's groups come in this order
    Then the student's task list groups are "to-do, missed, turned-in, grades-published"

  Scenario Outline: What the teacher's list of hand-ins shows for a student
    Given a gradable item due <due> that <late> late work
    And the student's work is "<work>"
    And its grades are <published>
    When the teacher looks at that student's hand-in
    Then the teacher sees "<label>"

    Examples:
      | due        | late    | work      | published     | label            |
      | in 3 days  | refuses | none      | not published | awaiting         |
      | in 3 hours | refuses | saved     | not published | awaiting         |
      | 2 days ago | accepts | none      | not published | late             |
      | 2 days ago | refuses | none      | not published | not-handed-in    |
      | 2 days ago | refuses | saved     | not published | not-handed-in    |
      | in 3 days  | refuses | none      | published     | not-handed-in    |
      | 2 days ago | refuses | delivered | not published | turned-in        |
      | 2 days ago | refuses | evaluated | not published | graded           |
      | 2 days ago | refuses | evaluated | published     | grades-published |

  Scenario: A student's work the teacher handed back reads so on the teacher's side too
    Given a gradable item due in 3 days that refuses late work
    And the student's work is "saved"
    And a teacher has handed it back
    And its grades are not published
    When the teacher looks at that student's hand-in
    Then the teacher sees "handed-back"

  Scenario Outline: The server takes a hand-in exactly when the item can still be turned in
    Given a gradable item due <due> that <late> late work
    And the student's work is "none"
    And its grades are <published>
    When anyone looks at the item for that student
    Then a hand-in is <answer>

    Examples:
      | due        | late    | published     | answer                   |
      | in 3 days  | refuses | not published | accepted                 |
      | right now  | refuses | not published | accepted                 |
      | 2 days ago | accepts | not published | accepted                 |
      | 2 days ago | refuses | not published | refused: DELIVERY_CLOSED |
      | in 3 days  | refuses | published     | refused: GRADES_PUBLISHED |
