Feature: Attendance, behaviour points and ranking
  Attendance is taken per session: present, absent, late or excused. The quick whole-class entry
  marks only the students without a mark yet. Behaviour points are positive or needs-work, one at a
  time and always with a reason. The ranking orders the final percentages, equal ones share a rank.
  Decisions: docs/decisions/0138-attendance-and-behaviour.md, 0139-ranking.md

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

  Scenario: Ranking the class
    Given the final percentages are "ana 81.5, bruno 92, carla none, diego 81.5, elena 70"
    When the gradebook ranks the class
    Then the ranking is "bruno 1, ana 2, diego 2, elena 4, carla none"
