Feature: Attendance, behaviour points and ranking
  Attendance is taken per session: present, absent, late or excused. The quick whole-class entry
  marks only the students without a mark yet. Behaviour points are positive or needs-work, one at a
  time and always with a reason. The ranking orders the final percentages, equal ones share a rank.
  Decisions: docs/decisions/0138-attendance-and-behaviour.md, 0233-attendance-sessions-and-behaviour-points.md, 0139-ranking.md

  Scenario: Marking the whole class present keeps the marks already taken
    Given the class is "ana, bruno, carla, diego"
    And in today's session "bruno" is marked "absent" and "diego" is marked "late"
    When the teacher marks the whole class "present"
    Then the session reads "ana present, bruno absent, carla present, diego late"

  Scenario: Attendance counts per student
    Given these sessions were taken:
      | session | ana     | bruno   |
      | 1       | present | absent  |
      | 2       | late    | absent  |
      | 3       | present | excused |
      | 4       | present |         |
    Then the attendance of "ana" is 3 present, 0 absent, 1 late, 0 excused over 4 sessions
    And the attendance of "bruno" is 0 present, 2 absent, 0 late, 1 excused over 3 sessions

  Scenario Outline: A behaviour point needs a reason
    When the teacher gives "ana" a "<kind>" point for "<reason>"
    Then <outcome>

    Examples:
      | kind       | reason               | outcome                                           |
      | positive   | helped a classmate   | it is accepted                                    |
      | needs-work | no homework          | it is accepted                                    |
      | positive   |                      | it is refused with "behaviour.reason-required"    |
      | needs-work |                      | it is refused with "behaviour.reason-required"    |
      | positive   | 121 characters       | it is refused with "behaviour.reason-too-long"    |

  Scenario: Behaviour counts per student
    Given these behaviour points were given:
      | student | kind       | reason             |
      | ana     | positive   | helped a classmate |
      | ana     | positive   | great question     |
      | ana     | needs-work | late again         |
      | bruno   | needs-work | no homework        |
    Then the behaviour of "ana" is 2 positive, 1 needs-work, balance 1
    And the behaviour of "bruno" is 0 positive, 1 needs-work, balance -1

  Scenario: Explicit marks change or remove a mark before the whole class is filled
    Given the class is "ana, bruno, carla"
    And in today's session "ana" is marked "absent" and "bruno" is marked "late"
    When the teacher marks "bruno" "present" and removes the mark of "ana"
    Then the session reads "ana unmarked, bruno present, carla unmarked"
    When the teacher marks the whole class "present"
    Then the session reads "ana present, bruno present, carla present"

  Scenario Outline: The attendance rate counts present and late, and leaves excused sessions out
    Given a student marked <present> present, <absent> absent, <late> late and <excused> excused
    Then their attendance rate is <rate>

    Examples:
      | present | absent | late | excused | rate   |
      | 3       | 1      | 0    | 0       | 75%    |
      | 2       | 1      | 1    | 0       | 75%    |
      | 1       | 2      | 0    | 0       | 33.33% |
      | 2       | 0      | 0    | 2       | 100%   |
      | 0       | 0      | 0    | 2       | none   |
      | 0       | 0      | 0    | 0       | none   |

  Scenario: The school's today is read in the school's time zone
    Given the clock shows "2026-11-25T23:30:00Z"
    Then the school's today is "2026-11-26" in "Europe/Madrid"
    And the school's today is "2026-11-25" in "America/Mexico_City"
    And the school's today is "2026-11-25" in "Nowhere/Unknown"

  Scenario Outline: Attendance is taken for today or a past day, never for a day still to come
    Given the school is in "<zone>" and the clock shows "<now>"
    When the teacher takes the attendance of "<day>"
    Then <outcome>

    Examples:
      | zone                | now                  | day        | outcome                                       |
      | Europe/Madrid       | 2026-11-25T10:00:00Z | 2026-11-25 | it is accepted                                |
      | Europe/Madrid       | 2026-11-25T10:00:00Z | 2026-11-02 | it is accepted                                |
      | Europe/Madrid       | 2026-11-25T10:00:00Z | 2026-11-26 | it is refused with "attendance.future-day"    |
      | Europe/Madrid       | 2026-11-25T23:30:00Z | 2026-11-26 | it is accepted                                |
      | America/Mexico_City | 2026-11-26T03:00:00Z | 2026-11-26 | it is refused with "attendance.future-day"    |
      | Europe/Madrid       | 2026-11-25T10:00:00Z | 2026-02-30 | it is refused with "attendance.invalid-day"   |
      | Europe/Madrid       | 2026-11-25T10:00:00Z | 25/11/2026 | it is refused with "attendance.invalid-day"   |

  Scenario Outline: The days an attendance summary covers
    Given the school's today is 2026-11-25
    When the teacher reads the attendance from "<from>" to "<to>"
    Then <outcome>

    Examples:
      | from       | to         | outcome                                          |
      |            |            | it covers 2026-10-26 to 2026-11-25               |
      | 2026-09-01 |            | it covers 2026-09-01 to 2026-11-25               |
      |            | 2026-10-31 | it covers 2026-10-01 to 2026-10-31               |
      | 2026-11-20 | 2026-11-10 | it is refused with "attendance.invalid-range"    |
      | 2025-09-01 | 2026-11-25 | it is refused with "attendance.range-too-long"   |
      | 2026-11-31 |            | it is refused with "attendance.invalid-day"      |

  Scenario Outline: A behaviour point is about today or a past school day
    Given the school's today is 2026-11-25
    When the teacher gives a point about the day "<day>"
    Then <outcome>

    Examples:
      | day        | outcome                                     |
      | 2026-11-25 | it is accepted                              |
      | 2026-11-20 | it is accepted                              |
      | 2026-11-26 | it is refused with "behaviour.future-day"   |
      | 2026-13-01 | it is refused with "behaviour.invalid-day"  |

  Scenario: Ranking the class
    Given the final percentages are "ana 81.5, bruno 92, carla none, diego 81.5, elena 70"
    When the gradebook ranks the class
    Then the ranking is "bruno 1, ana 2, diego 2, elena 4, carla none"
