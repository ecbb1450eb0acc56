Feature: Synchronisation with the school's management system
  A sync is pending, processing, in progress, completed or failed with an error. While one runs,
  another one for the same user is refused; only a failed sync offers a retry.

  Scenario Outline: What a sync status allows
    When the sync status "<status>" arrives
    Then the sync is read as "<read>"
    And a sync <running> running
    And a retry <retry> offered

    Examples:
      | status      | read        | running | retry  |
      | pending     | pending     | is      | is not |
      | PROCESSING  | processing  | is      | is not |
      | in progress | in-progress | is      | is not |
      | IN_PROGRESS | in-progress | is      | is not |
      | completed   | completed   | is not  | is not |
      | error       | error       | is not  | is     |

  Scenario: An unknown status is not read
    When the sync status "exploded" arrives
    Then the sync status is not understood
