Feature: How an assignment stands on the student's task list
  The status comes from the student's job (pending, delivered or evaluated) and the due date.
  "Soon" means less than 24 hours left. Decisions: docs/decisions/0101-assignment-status.md
  - turned in and evaluated jobs show that, whatever the date;
  - for a pending job, urgency wins: late, then soon, then handed back, then assigned;
  - at exactly the due time the assignment is late (no time is left);
  - at exactly 24 hours left there is no status, unless a teacher handed the job back;
  - without a due date a pending job is simply assigned (or handed back).

  Background:
    Given the clock shows "2026-11-22T09:00:00Z"

  Scenario: An assignment due in 3 hours is soon
    Given an assignment due in 3 hours
    And the student has not turned it in
    When the student opens the task list
    Then it shows as "soon"

  Scenario Outline: A pending job
    Given an assignment due <due>
    And the student has not turned it in
    And <handed back>
    When the student opens the task list
    Then it shows <status>

    Examples: by time left
      | due                    | handed back                         | status                        |
      | 3 days ago             | no teacher has handed it back       | as "late"                     |
      | 1 second ago           | no teacher has handed it back       | as "late"                     |
      | right now              | no teacher has handed it back       | as "late"                     |
      | in 1 second            | no teacher has handed it back       | as "soon"                     |
      | in 3 hours             | no teacher has handed it back       | as "soon"                     |
      | in 86399 seconds       | no teacher has handed it back       | as "soon"                     |
      | in 24 hours            | no teacher has handed it back       | no status                     |
      | in 86401 seconds       | no teacher has handed it back       | as "assessment-assigned"      |
      | in 3 days              | no teacher has handed it back       | as "assessment-assigned"      |
      | whenever (no due date) | no teacher has handed it back       | as "assessment-assigned"      |

    Examples: handed back by a teacher
      | due                    | handed back                         | status                        |
      | 3 days ago             | a teacher has handed it back        | as "late"                     |
      | right now              | a teacher has handed it back        | as "late"                     |
      | in 3 hours             | a teacher has handed it back        | as "soon"                     |
      | in 24 hours            | a teacher has handed it back        | as "assessment-reassigned"    |
      | in 3 days              | a teacher has handed it back        | as "assessment-reassigned"    |
      | whenever (no due date) | a teacher has handed it back        | as "assessment-reassigned"    |

  Scenario Outline: A job turned in or evaluated shows that, whatever the date
    Given an assignment due <due>
    And the student's job is "<job>"
    And a teacher has handed it back
    When the student opens the task list
    Then it shows as "<status>"

    Examples:
      | due                    | job       | status               |
      | 3 days ago             | delivered | turned-in            |
      | in 3 hours             | delivered | turned-in            |
      | whenever (no due date) | delivered | turned-in            |
      | 3 days ago             | evaluated | assessment-evaluated |
      | in 24 hours            | evaluated | assessment-evaluated |
      | in 3 days              | evaluated | assessment-evaluated |

  Scenario: A blank evaluator does not count as a teacher handing the job back
    Given an assignment due in 3 days
    And the student has not turned it in
    And the job's evaluator is "  "
    When the student opens the task list
    Then it shows as "assessment-assigned"

  Scenario Outline: A job counts as turned in when it is not pending
    Given the student's job is "<job>"
    Then the job <counts> as turned in

    Examples:
      | job       | counts         |
      | pending   | does not count |
      | delivered | counts         |
      | evaluated | counts         |
