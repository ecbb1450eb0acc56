Feature: How long a student has for a test
  A test lasts a whole number of minutes, or is unlimited (no duration). The countdown reaches zero at
  the exact end and never goes below it.

  Scenario Outline: Reading a test's duration
    When a test lasts "<minutes>" minutes
    Then <verdict>

    Examples:
      | minutes | verdict                                  |
      | 45      | the student has 2700 seconds             |
      | 1       | the student has 60 seconds               |
      | none    | the test has no time limit               |
      | 0       | the test has no time limit               |
      | -10     | it is refused with "test-duration.invalid" |
      | 7.5     | it is refused with "test-duration.invalid" |

  Scenario Outline: The countdown of a 45-minute test started at 09:00
    Given a test of 45 minutes started at "2026-11-22T09:00:00Z"
    And the clock shows "<now>"
    Then <seconds> seconds are left

    Examples:
      | now                      | seconds |
      | 2026-11-22T09:00:00Z     | 2700    |
      | 2026-11-22T09:44:59.500Z | 1       |
      | 2026-11-22T09:45:00Z     | 0       |
      | 2026-11-22T10:30:00Z     | 0       |

  Scenario: An unlimited test has no countdown
    Given an unlimited test started at "2026-11-22T09:00:00Z"
    And the clock shows "2026-11-23T09:00:00Z"
    Then no countdown is shown
