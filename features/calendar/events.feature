Feature: A teacher's own calendar events
  Teachers and school admins add events of their own to their calendar (a department meeting, a parents' evening):
  only they see them, on /calendar and in their calendar feed. An event is all-day or has a start and an end time on
  the school's clock; it has a title, ends after it starts, and lasts at most a month. Students keep no events.
  Decisions: docs/decisions/0504-teachers-own-events.md

  Scenario Outline: What an event needs
    When an event "<title>" from <first> <starts> to <last> <ends> is checked
    Then its event issues are "<issues>"

    Examples:
      | title                   | first      | starts | last       | ends  | issues                                   |
      | Claustro                | 2026-12-02 | 16:00  | 2026-12-02 | 17:30 |                                          |
      | Jornada de convivencia  | 2026-12-18 | -      | 2026-12-18 | -     |                                          |
      | Congreso de Ciencias    | 2027-03-04 | -      | 2027-03-06 | -     |                                          |
      |                         | 2026-12-02 | 16:00  | 2026-12-02 | 17:30 | /title event.title-required              |
      | Claustro                | 2026-12-02 | 17:30  | 2026-12-02 | 16:00 | /ends event.ends-before-start            |
      | Claustro                | 2026-12-03 | -      | 2026-12-02 | -     | /ends_on event.ends-before-start         |
      | Claustro                | 2026-12-02 | 16:00  | 2026-12-02 | -     | /ends event.time-missing                 |
      | Claustro                | 2026-12-02 | 25:00  | 2026-12-02 | 17:30 | /starts event.time-invalid               |
      | Viaje de estudios       | 2027-03-01 | -      | 2027-04-15 | -     | /ends_on event.too-long                  |
      | Guardia                 | 2026-12-02 | 23:00  | 2026-12-03 | 01:00 |                                          |

  Scenario Outline: Who keeps events
    Then a <role> <may> keep calendar events

    Examples:
      | role | may     |
      | R01  | may not |
      | R02  | may     |
      | R03  | may     |
      | R04  | may not |
      | R05  | may not |
