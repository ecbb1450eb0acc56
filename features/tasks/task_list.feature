Feature: The student's task list groups tasks in To Do, Turned in and Grades published
  A task is not started, pending (work saved, not turned in), turned in, graded, or with its
  grades published. Decisions: docs/decisions/0102-task-status-and-groups.md
  - a graded task stays under "Turned in" until the teacher publishes the grades,
    because students only ever see published grades;
  - publishing only matters once the job is evaluated (there is no grade to show before).

  Scenario Outline: Where a task appears
    Given a task whose job is "<job>"
    And the student <saved> work on it
    And the teacher <published> its grades
    When the student opens the task list
    Then the task is "<status>"
    And it is listed under "<group>"

    Examples:
      | job       | saved       | published         | status           | group            |
      | none      | has not saved | has not published | not-started    | to-do            |
      | pending   | has not saved | has not published | not-started    | to-do            |
      | pending   | has saved     | has not published | pending        | to-do            |
      | pending   | has saved     | has published     | pending        | to-do            |
      | delivered | has saved     | has not published | turned-in      | turned-in        |
      | delivered | has saved     | has published     | turned-in      | turned-in        |
      | evaluated | has saved     | has not published | graded         | turned-in        |
      | evaluated | has not saved | has published     | grades-published | grades-published |
