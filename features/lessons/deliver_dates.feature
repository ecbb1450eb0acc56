Feature: Deliver dates and late hand-ins
  A deliver date travels as a date-time without time zone (YYYY-MM-DDTHH:mm[:ss]) and is read in
  the school's time zone. A wall-clock time that does not exist (the spring change) moves forward
  by the gap; one that happens twice (the autumn change) is the earlier instant. A hand-in exactly
  at the deadline is on time; after it, it is late when late delivery is allowed and refused when
  it is not. Every scenario starts at 2026-11-22T09:00:00Z, which is 10:00 in Madrid.
  Decisions: docs/decisions/0111-deliver-dates-and-time-zones.md

  Scenario Outline: A deliver date is read in the school's time zone
    When the deliver date "<local>" is read in "<zone>"
    Then the deadline is the instant "<instant>"
    And the school clock shows it as "<shown>"

    Examples:
      | local               | zone          | instant              | shown               |
      | 2026-11-22T10:00    | Europe/Madrid | 2026-11-22T09:00:00Z | 2026-11-22T10:00:00 |
      | 2026-07-01T10:00:00 | Europe/Madrid | 2026-07-01T08:00:00Z | 2026-07-01T10:00:00 |
      | 2026-11-22T10:00    | Europe/Lisbon | 2026-11-22T10:00:00Z | 2026-11-22T10:00:00 |
      | 2026-07-01T10:00:00 | Europe/Lisbon | 2026-07-01T09:00:00Z | 2026-07-01T10:00:00 |
      | 2026-12-31T23:59:59 | Europe/Madrid | 2026-12-31T22:59:59Z | 2026-12-31T23:59:59 |

  Scenario Outline: A time skipped by the spring change moves forward by the gap
    When the deliver date "<local>" is read in "<zone>"
    Then the deadline is the instant "<instant>"
    And the school clock shows it as "<shown>"

    Examples:
      | local               | zone          | instant              | shown               |
      | 2026-03-29T02:30:00 | Europe/Madrid | 2026-03-29T01:30:00Z | 2026-03-29T03:30:00 |
      | 2026-03-29T02:00    | Europe/Madrid | 2026-03-29T01:00:00Z | 2026-03-29T03:00:00 |
      | 2026-03-29T01:30:00 | Europe/Lisbon | 2026-03-29T01:30:00Z | 2026-03-29T02:30:00 |

  Scenario Outline: A time repeated by the autumn change is its first occurrence
    When the deliver date "<local>" is read in "<zone>"
    Then the deadline is the instant "<instant>"
    And the school clock shows it as "<local>"

    Examples:
      | local               | zone          | instant              |
      | 2026-10-25T02:30:00 | Europe/Madrid | 2026-10-25T00:30:00Z |
      | 2026-10-25T02:00:00 | Europe/Madrid | 2026-10-25T00:00:00Z |
      | 2026-10-25T01:30:00 | Europe/Lisbon | 2026-10-25T00:30:00Z |

  Scenario Outline: A deadline is sent back as the school's wall-clock time
    When the instant "<instant>" is shown in "<zone>"
    Then the deliver date sent is "<local>"

    Examples:
      | instant              | zone          | local               |
      | 2026-11-22T09:00:00Z | Europe/Madrid | 2026-11-22T10:00:00 |
      | 2026-11-22T09:00:00Z | Europe/Lisbon | 2026-11-22T09:00:00 |
      | 2026-10-25T00:30:00Z | Europe/Madrid | 2026-10-25T02:30:00 |
      | 2026-10-25T01:30:00Z | Europe/Madrid | 2026-10-25T02:30:00 |

  Scenario Outline: Deliver dates without a zone are accepted
    When the deliver date "<value>" arrives
    Then it is kept as "<kept>"

    Examples:
      | value               | kept                |
      | 2026-12-01T23:59    | 2026-12-01T23:59:00 |
      | 2026-12-01T23:59:30 | 2026-12-01T23:59:30 |
      | 2028-02-29T08:00    | 2028-02-29T08:00:00 |

  Scenario Outline: Deliver dates with a zone, an offset or an impossible value are refused
    When the deliver date "<value>" arrives
    Then it is refused as "INVALID_DATE"

    Examples:
      | value                     |
      | 2026-12-01T23:59:00Z      |
      | 2026-12-01T23:59:00+01:00 |
      | 2026-12-01T23:59:00-0500  |
      | 2026-12-01T23:59:00.000   |
      | 2026-12-01 23:59:00       |
      | 2026-12-01                |
      | 2026-02-29T10:00          |
      | 2026-13-01T10:00          |
      | 2026-12-01T24:00          |
      | 2026-12-01T23:60          |
      |                           |

  Scenario: Handing in exactly at the deadline is on time
    Given an item due "2026-11-22T10:00:00" in "Europe/Madrid"
    And late delivery is not allowed
    Then the hand-in window is "open"
    And a hand-in at "2026-11-22T09:00:00Z" is not late

  Scenario: Before the deadline the window is open
    Given the clock shows "2026-11-22T08:59:59Z"
    And an item due "2026-11-22T10:00:00" in "Europe/Madrid"
    Then the hand-in window is "open"

  Scenario: After the deadline without late delivery the window is closed
    Given the clock shows "2026-11-22T09:00:01Z"
    And an item due "2026-11-22T10:00:00" in "Europe/Madrid"
    And late delivery is not allowed
    Then the hand-in window is "closed"

  Scenario: After the deadline with late delivery the hand-in is still taken, as late
    Given the clock shows "2026-11-22T09:00:01Z"
    And an item due "2026-11-22T10:00:00" in "Europe/Madrid"
    And late delivery is allowed
    Then the hand-in window is "open-late"
    And a hand-in at "2026-11-22T09:00:01Z" is late
    And a hand-in at "2026-11-22T09:00:00.001Z" is late

  Scenario: The same wall-clock deadline closes an hour later in Lisbon
    Given the clock shows "2026-11-22T09:30:00Z"
    And an item due "2026-11-22T10:00:00" in "Europe/Lisbon"
    And late delivery is not allowed
    Then the hand-in window is "open"

  Scenario: Without a deliver date there is no deadline and nothing is late
    Given the clock shows "2030-01-01T00:00:00Z"
    And an item without a deliver date
    Then the hand-in window is "no-deadline"
    And a hand-in at "2030-01-01T00:00:00Z" is not late

  Scenario Outline: The late-delivery flag
    Then can_deliver_late "<flag>" means late delivery is <meaning> and is sent back as "<flag>"

    Examples:
      | flag | meaning     |
      | YES  | allowed     |
      | NO   | not allowed |
