Feature: A course's weekly timetable and its class sessions
  A teacher gives each course weekly slots (weekday, start, end, room) for a range of days. The sessions are the slots
  on the school days of that range: weekends and non-school days (the school's and the course's) have none. Times are
  the school's wall clock, so a 09:00 class stays at 09:00 across a daylight-saving change.
  Decisions: docs/decisions/0501-course-timetable.md

  Background:
    Given the non-school days
      | starts on  | ends on    |
      | 2026-12-08 | 2026-12-08 |
    And the timetable from 2026-12-01 to 2026-12-18 with the slots
      | weekday | starts | ends  | room        |
      | 2       | 09:00  | 09:55 | Aula 12     |
      | 4       | 11:30  | 12:25 | Laboratorio |
      | 2       | 12:30  | 13:25 | Aula 12     |

  Scenario: Sessions fall on the slots' weekdays inside the range, in order, skipping a non-school day
    When the sessions from 2026-11-30 to 2026-12-13 are laid out
    Then the sessions are
      | date       | starts | ends  | room        |
      | 2026-12-01 | 09:00  | 09:55 | Aula 12     |
      | 2026-12-01 | 12:30  | 13:25 | Aula 12     |
      | 2026-12-03 | 11:30  | 12:25 | Laboratorio |
      | 2026-12-10 | 11:30  | 12:25 | Laboratorio |

  Scenario: Nothing outside the timetable's range
    When the sessions from 2026-12-17 to 2026-12-31 are laid out
    Then the sessions are
      | date       | starts | ends  | room        |
      | 2026-12-17 | 11:30  | 12:25 | Laboratorio |

  Scenario Outline: A timetable that cannot be saved says where and why
    Given the timetable from <from> to <to> with the slots
      | weekday   | starts   | ends   | room |
      | 1         | 08:00    | 09:00  | A    |
      | <weekday> | <starts> | <ends> | B    |
    Then the timetable is refused at "<path>" with "<code>"

    Examples:
      | from       | to         | weekday | starts | ends  | path           | code                         |
      | 2026-09-14 | 2026-09-01 | 2       | 10:00  | 11:00 | /ends_on       | timetable.range-reversed     |
      | 2026-02-30 | 2026-06-19 | 2       | 10:00  | 11:00 | /starts_on     | timetable.range-invalid      |
      | 2026-09-14 | 2027-12-31 | 2       | 10:00  | 11:00 | /ends_on       | timetable.range-too-long     |
      | 2026-09-14 | 2027-06-18 | 6       | 10:00  | 11:00 | /slots/1/weekday | timetable.weekday-invalid  |
      | 2026-09-14 | 2027-06-18 | 2       | 10:00  | 10:00 | /slots/1/ends  | timetable.ends-before-start  |
      | 2026-09-14 | 2027-06-18 | 2       | 24:00  | 11:00 | /slots/1/starts | timetable.time-invalid      |
      | 2026-09-14 | 2027-06-18 | 1       | 08:30  | 09:30 | /slots/1/starts | timetable.slots-overlap     |

  Scenario: Back-to-back slots do not overlap
    Given the timetable from 2026-09-14 to 2027-06-18 with the slots
      | weekday | starts | ends  | room |
      | 1       | 08:00  | 09:00 | A    |
      | 1       | 09:00  | 10:00 | A    |
    Then the timetable may be saved

  Scenario Outline: A 09:00 class stays at 09:00 across the daylight-saving change
    Given the timetable from 2026-03-23 to 2026-04-03 with the slots
      | weekday | starts | ends  | room |
      | 5       | 09:00  | 09:55 | A    |
      | 1       | 09:00  | 09:55 | A    |
    When the sessions from 2026-03-23 to 2026-04-03 are laid out
    Then in "<zone>" the session on <before> starts at <utc before> and the one on <after> at <utc after>

    Examples:
      | zone          | before     | utc before           | after      | utc after            |
      | Europe/Madrid | 2026-03-27 | 2026-03-27T08:00:00Z | 2026-03-30 | 2026-03-30T07:00:00Z |
      | Europe/Lisbon | 2026-03-27 | 2026-03-27T09:00:00Z | 2026-03-30 | 2026-03-30T08:00:00Z |
