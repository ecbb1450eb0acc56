Feature: The daily e-mail digest of unread notifications
  A person may ask for one e-mail a day listing the notifications they have not read (off by default). It goes out
  from 17:00 on their school's clock, at most once a day, only when something unread is new since the last one;
  students under the tenant's kids mode are never offered it.
  Decision: docs/decisions/0519-daily-notification-digest.md

  Scenario Outline: Who gets a digest
    Then a <who> who <asked> <gets> a digest

    Examples:
      | who                       | asked            | gets         |
      | student                   | asked for it     | gets         |
      | teacher                   | asked for it     | gets         |
      | student                   | did not ask      | does not get |
      | kids-mode student         | asked for it     | does not get |
      | teacher in kids mode      | asked for it     | gets         |

  Scenario Outline: The digest is due from 17:00 on the school's clock, for that school day
    Then at "<now>" the digest of a school in "<zone>" is due for "<day>"

    Examples:
      | now                  | zone             | day        |
      | 2026-11-27T15:59:59Z | Europe/Madrid    | none       |
      | 2026-11-27T16:00:00Z | Europe/Madrid    | 2026-11-27 |
      | 2026-11-27T22:59:59Z | Europe/Madrid    | 2026-11-27 |
      | 2026-11-27T23:00:00Z | Europe/Madrid    | none       |
      | 2026-11-27T17:00:00Z | Europe/Lisbon    | 2026-11-27 |
      | 2026-11-27T16:59:59Z | Europe/Lisbon    | none       |
      | 2026-11-27T17:30:00Z | Not/A_Zone       | 2026-11-27 |

  Scenario: It lists what is unread and new since the last digest, newest first
    Given these notifications of one person:
      | id | read |
      | 3  | no   |
      | 5  | yes  |
      | 7  | no   |
      | 9  | no   |
    When the last digest covered up to 3
    Then the digest lists "9, 7" and 0 more, up to 9

  Scenario: Nothing unread and new: no digest
    Given these notifications of one person:
      | id | read |
      | 3  | no   |
      | 5  | yes  |
    When the last digest covered up to 3
    Then there is no digest

  Scenario: At most 20 listed, the rest counted
    Given 25 unread notifications of one person
    When there was no digest before
    Then the digest lists 20 and 5 more, up to 25
