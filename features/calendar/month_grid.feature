Feature: The month view of a calendar
  A month is shown as whole weeks from Monday to Sunday: the weeks that hold a day of the month,
  with the days of the neighbouring months that fill them marked as outside the month. "Today" is
  the school's day in its own time zone, not the device's. Decisions: docs/decisions/0236-gradebook-analysis.md

  Scenario: A month that starts on a Thursday
    When the month 2026-10 is laid out
    Then it has 5 weeks
    And its first week reads "28 out, 29 out, 30 out, 1, 2, 3, 4"
    And its last week reads "26, 27, 28, 29, 30, 31, 1 out"

  Scenario: A February that starts on a Monday fills exactly four weeks
    When the month 2027-02 is laid out
    Then it has 4 weeks
    And its first week reads "1, 2, 3, 4, 5, 6, 7"
    And its last week reads "22, 23, 24, 25, 26, 27, 28"

  Scenario: A month that starts on a Saturday needs six weeks
    When the month 2026-08 is laid out
    Then it has 6 weeks
    And its first week reads "27 out, 28 out, 29 out, 30 out, 31 out, 1, 2"
    And its last week reads "31, 1 out, 2 out, 3 out, 4 out, 5 out, 6 out"

  Scenario: A month that ends on a Sunday has no day of the next month
    When the month 2026-05 is laid out
    Then its last week reads "25, 26, 27, 28, 29, 30, 31"

  Scenario Outline: Today is the school's day
    When it is the instant <instant> at a school in "<zone>"
    Then the school's day is <day>

    Examples:
      | instant              | zone                | day        |
      | 2026-11-22T23:30:00Z | Europe/Madrid       | 2026-11-23 |
      | 2026-11-22T23:30:00Z | America/Mexico_City | 2026-11-22 |
      | 2026-11-22T23:30:00Z | Atlantic/Azores     | 2026-11-22 |
      | 2026-11-22T23:30:00Z | Nowhere/Unknown     | 2026-11-22 |

  Scenario Outline: Moving between months
    When the month <month> moves by <months> months
    Then the month shown is <result>

    Examples:
      | month   | months | result  |
      | 2026-12 | 1      | 2027-01 |
      | 2027-01 | -1     | 2026-12 |
      | 2026-09 | 10     | 2027-07 |
      | 2026-03 | -15    | 2024-12 |

  Scenario Outline: Moving a day by a month keeps it inside the target month
    When the day <day> moves by <months> months
    Then the day shown is <result>

    Examples:
      | day        | months | result     |
      | 2027-01-31 | 1      | 2027-02-28 |
      | 2028-01-31 | 1      | 2028-02-29 |
      | 2026-10-15 | -1     | 2026-09-15 |
      | 2026-03-31 | -1     | 2026-02-28 |
