Feature: Recording non-school days
  A school admin records the whole school's non-school days (holidays, breaks); a teacher records a course's own (a
  trip, an exam week). Every field is required and the last day is not before the first: a one-day holiday ends on the
  day it starts. A stretch longer than a school year is refused as a mistake. Every issue is told at its field, and
  nothing is saved. Decisions: docs/decisions/0503-managing-non-school-days.md

  Scenario Outline: What a non-school day needs
    When a non-school day "<name>" from "<first>" to "<last>" is checked
    Then its issues are "<issues>"

    Examples:
      | name                  | first      | last       | issues                                   |
      | Día de la Constitución | 2026-12-07 | 2026-12-07 |                                          |
      | Vacaciones de Navidad | 2026-12-23 | 2027-01-07 |                                          |
      |                       | 2026-12-23 | 2027-01-07 | /name nonSchoolDay.name-required         |
      | Puente               | 2026-12-09 | 2026-12-08 | /ends_on nonSchoolDay.ends-before-start  |
      | Puente               |            | 2026-12-08 | /starts_on nonSchoolDay.day-required     |
      | Puente               | 2026-02-30 | 2026-03-02 | /starts_on nonSchoolDay.day-invalid      |
      | Año sabático          | 2026-09-01 | 2027-09-02 | /ends_on nonSchoolDay.too-long           |
      |                       |            |            | /name nonSchoolDay.name-required, /starts_on nonSchoolDay.day-required, /ends_on nonSchoolDay.day-required |

  Scenario Outline: Who records them
    Then a <who> <may> record the <scope>'s non-school days

    Examples:
      | who                      | may     | scope  |
      | school admin             | may     | school |
      | teacher of the course    | may not | school |
      | teacher of the course    | may     | course |
      | school admin             | may not | course |
      | student                  | may not | course |
