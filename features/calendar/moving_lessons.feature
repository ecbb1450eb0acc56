Feature: Moving lessons in the course plan
  Lessons keep their order. A lesson cannot move to a past day, a weekend or a non-school day.
  Postponing a lesson postpones every later lesson by the same number of school days, so the
  plan keeps its rhythm; bringing a lesson forward moves only that lesson, and never before the
  lesson ahead of it. Today is not a past day. Decisions: docs/decisions/0104-calendar-rules.md

  Background:
    Given today is Monday 2026-11-23
    And the course plan is:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-11-25 |
      | Lesson 4 | 2026-11-30 |

  Scenario: Postponing a lesson shifts the later lessons by the same school days
    When the teacher moves "Lesson 2" to 2026-11-26
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-26 |
      | Lesson 3 | 2026-11-27 |
      | Lesson 4 | 2026-12-02 |

  Scenario: Later lessons skip the weekend when they shift
    When the teacher moves "Lesson 3" to 2026-11-27
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-11-27 |
      | Lesson 4 | 2026-12-02 |

  Scenario: Later lessons skip non-school days when they shift
    Given the non-school day "Puente de diciembre" from 2026-12-07 to 2026-12-08
    When the teacher moves "Lesson 3" to 2026-12-04
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-12-04 |
      | Lesson 4 | 2026-12-11 |

  Scenario: Non-school days between the old and the new day do not count in the shift
    Given the non-school day "Puente de diciembre" from 2026-12-07 to 2026-12-08
    When the teacher moves "Lesson 3" to 2026-12-09
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-12-09 |
      | Lesson 4 | 2026-12-14 |

  Scenario: Bringing a lesson forward moves only that lesson
    When the teacher moves "Lesson 4" to 2026-11-26
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-11-25 |
      | Lesson 4 | 2026-11-26 |

  Scenario: A lesson can share a day with the lesson ahead of it
    When the teacher moves "Lesson 3" to 2026-11-24
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-11-24 |
      | Lesson 4 | 2026-11-30 |

  Scenario: A lesson can move to today
    Given today is Tuesday 2026-11-24
    When the teacher moves "Lesson 3" to 2026-11-24
    Then the move is accepted

  Scenario: Moving a lesson to its own day changes nothing
    When the teacher moves "Lesson 2" to 2026-11-24
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-23 |
      | Lesson 2 | 2026-11-24 |
      | Lesson 3 | 2026-11-25 |
      | Lesson 4 | 2026-11-30 |

  Scenario: A lesson left behind in the past can be postponed to today or later
    Given today is Wednesday 2026-11-25
    When the teacher moves "Lesson 1" to 2026-11-25
    Then the course plan is now:
      | lesson   | date       |
      | Lesson 1 | 2026-11-25 |
      | Lesson 2 | 2026-11-26 |
      | Lesson 3 | 2026-11-27 |
      | Lesson 4 | 2026-12-02 |

  Scenario Outline: Moves that are refused leave the plan as it was
    Given the non-school day "Puente de diciembre" from 2026-12-07 to 2026-12-08
    When the teacher moves "<lesson>" to <day>
    Then it is refused with "<code>"
    And the course plan is unchanged

    Examples:
      | lesson   | day        | code                    |
      | Lesson 2 | 2026-11-20 | session.past-day        |
      | Lesson 2 | 2026-11-28 | session.weekend         |
      | Lesson 2 | 2026-11-29 | session.weekend         |
      | Lesson 2 | 2026-12-07 | session.non-school-day  |
      | Lesson 2 | 2026-12-08 | session.non-school-day  |
      | Lesson 3 | 2026-11-23 | session.before-previous |
      | Lesson 2 | 2026-11-31 | session.invalid-date    |
      | Lesson 9 | 2026-11-26 | session.not-found       |

  Scenario: The refusal of an out-of-order move names the day of the lesson ahead
    When the teacher moves "Lesson 4" to 2026-11-24
    Then it is refused with "session.before-previous"
    And the refusal says previousDate is "\"2026-11-25\""
