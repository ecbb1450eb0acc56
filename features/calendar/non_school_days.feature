Feature: Non-school days in the calendar
  A teacher marks holidays and breaks. Name, start date and end date are all required, and the
  end date cannot come before the start date. Both dates are included, so a one-day holiday
  starts and ends on the same day. Decisions: docs/decisions/0104-calendar-rules.md

  Scenario Outline: Filling in a non-school day
    When the teacher adds the non-school day "<name>" from "<start>" to "<end>"
    Then <verdict>

    Examples: accepted
      | name                  | start      | end        | verdict                                                  |
      | Navidad               | 2026-12-23 | 2027-01-07 | the calendar gets "Navidad" from 2026-12-23 to 2027-01-07 |
      | Día de la Hispanidad  | 2026-10-12 | 2026-10-12 | the calendar gets "Día de la Hispanidad" from 2026-10-12 to 2026-10-12 |

    Examples: refused
      | name     | start      | end        | verdict                                           |
      | Navidad  | 2026-12-23 | 2026-12-22 | it is refused for "end-before-start"              |
      |          | 2026-12-23 | 2027-01-07 | it is refused for "required name"                 |
      | Navidad  |            | 2027-01-07 | it is refused for "required start"                |
      | Navidad  | 2026-12-23 |            | it is refused for "required end"                  |
      |          |            |            | it is refused for "required name, required start, required end" |
      | Navidad  | 2026-02-30 | 2026-12-24 | it is refused for "invalid-date start"            |
      | Navidad  | 23/12/2026 | 2027-01-07 | it is refused for "invalid-date start"            |
      | Navidad  | 2026-12-23 | mañana     | it is refused for "invalid-date end"              |

  Scenario: Spaces around the name are dropped
    When the teacher adds the non-school day "  Carnaval " from "2027-02-08" to "2027-02-09"
    Then the calendar gets "Carnaval" from 2027-02-08 to 2027-02-09

  Scenario Outline: Which days a non-school day covers
    Given the non-school day "Puente de diciembre" from 2026-12-07 to 2026-12-08
    Then <day> <is> a non-school day

    Examples:
      | day        | is     |
      | 2026-12-06 | is not |
      | 2026-12-07 | is     |
      | 2026-12-08 | is     |
      | 2026-12-09 | is not |
