Feature: Sync statuses, for a job and for a user
  A sync job is pending, processing, in progress, completed or in error (spec §3); only one runs per school system at a
  time. A user is synchronised, not synchronised or in error, and only a synchronised user signs in: the others are
  told to contact the school admin. Decisions: docs/decisions/0560-oneroster-import.md

  Scenario Outline: Which jobs hold the school's sync, and how far they are
    Given a sync job "<status>" with <done> of <total> rows applied
    Then it holds the sync: "<running>"
    And its progress reads <percent> percent

    Examples:
      | status      | done | total | running | percent |
      | pending     | 0    | 0     | yes     | 0       |
      | processing  | 0    | 120   | yes     | 0       |
      | in-progress | 60   | 120   | yes     | 50      |
      | in-progress | 120  | 120   | yes     | 99      |
      | completed   | 120  | 120   | no      | 100     |
      | error       | 30   | 120   | no      | 100     |

  Scenario Outline: A user's sync status, and whether they may sign in
    Given a user whose school system flag is "<flag>" and whose last refused row is "<error>"
    Then their sync status is "<status>"
    And they may sign in: "<signs in>"

    Examples:
      | flag    | error              | status           | signs in |
      | enabled | none               | synchronised     | yes      |
      | pending | none               | not-synchronised | no       |
      | enabled | user.email-invalid | error            | no       |
