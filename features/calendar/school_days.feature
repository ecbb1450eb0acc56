Feature: School days, what falls on a day, and where weeks start
  A school teaches Monday to Friday, except on its non-school days: holidays and breaks the school (or a course)
  records as stretches of days, both ends included. A calendar entry shows on every day from its first to its last.
  Weeks start on Monday in Spain, Portugal and the United Kingdom, on Sunday in the United States and Brazil.
  A calendar reads at most 100 days at once. Decisions: docs/decisions/0500-calendar-area.md

  Background:
    Given the non-school days
      | starts on  | ends on    |
      | 2026-12-08 | 2026-12-08 |
      | 2026-12-23 | 2027-01-07 |

  Scenario Outline: Which days are school days
    Then <day> is <kind>

    Examples:
      | day        | kind           |
      | 2026-12-07 | a school day   |
      | 2026-12-08 | not a school day |
      | 2026-12-12 | not a school day |
      | 2026-12-23 | not a school day |
      | 2027-01-07 | not a school day |
      | 2027-01-08 | a school day   |

  Scenario: Entries that fall on a day
    Given the calendar entries
      | title            | first day  | last day   |
      | Examen tema 3    | 2026-12-10 | 2026-12-10 |
      | Semana cultural  | 2026-12-09 | 2026-12-11 |
      | Entrega memoria  | 2026-12-11 | 2026-12-11 |
    Then on 2026-12-10 the calendar shows "Examen tema 3, Semana cultural"
    And on 2026-12-11 the calendar shows "Semana cultural, Entrega memoria"
    And on 2026-12-12 the calendar shows ""

  Scenario Outline: Where a week starts
    Then in "<language>" the week of <day> runs from <first> to <last>

    Examples:
      | language | day        | first      | last       |
      | es       | 2026-11-26 | 2026-11-23 | 2026-11-29 |
      | pt       | 2026-11-26 | 2026-11-23 | 2026-11-29 |
      | en       | 2026-11-26 | 2026-11-23 | 2026-11-29 |
      | en-US    | 2026-11-26 | 2026-11-22 | 2026-11-28 |
      | pt-BR    | 2026-11-22 | 2026-11-22 | 2026-11-28 |
      | es       | 2026-03-29 | 2026-03-23 | 2026-03-29 |
      | pt       | 2026-10-25 | 2026-10-19 | 2026-10-25 |

  Scenario Outline: How much a calendar reads at once
    Then reading from <from> to <to> is <answer>

    Examples:
      | from       | to         | answer   |
      | 2026-11-01 | 2026-11-30 | allowed  |
      | 2026-11-01 | 2027-02-08 | allowed  |
      | 2026-11-01 | 2027-02-09 | too_long |
      | 2026-11-30 | 2026-11-01 | reversed |
      | 2026-02-30 | 2026-03-01 | invalid  |

  Scenario Outline: A month view starts its weeks where the language does
    When the month of <day> is laid out in "<language>"
    Then it has <weeks> weeks from <first> to <last>

    Examples:
      | language | day        | weeks | first      | last       |
      | es       | 2026-11-01 | 6     | 2026-10-26 | 2026-12-06 |
      | en-US    | 2026-11-01 | 5     | 2026-11-01 | 2026-12-05 |
      | pt       | 2027-02-01 | 4     | 2027-02-01 | 2027-02-28 |
