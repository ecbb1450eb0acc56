Feature: Ordering lessons and lesson items
  Lessons carry one position sequence for the whole course, 1..n, that follows the order of the
  units and then the order inside each unit. A teacher moves a lesson to a place inside its own
  unit or another one; the lessons after it shift so nothing is lost or doubled, and only the rows
  whose unit or position changed are written. A place beyond the end of a unit is its last place.
  Decisions: docs/decisions/0110-lesson-ordering.md

  Background:
    Given the course has the units "U1, U2, U3" in this order
    And the lessons of the course are:
      | lesson | unit | position |
      | L1     | U1   | 1        |
      | L2     | U1   | 2        |
      | L3     | U1   | 3        |
      | L4     | U2   | 4        |
      | L5     | U2   | 5        |

  Scenario: Moving a lesson down inside its unit
    When the teacher moves the lesson L1 to place 3 of the unit U1
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L2     | U1   | 1        |
      | L3     | U1   | 2        |
      | L1     | U1   | 3        |
      | L4     | U2   | 4        |
      | L5     | U2   | 5        |
    And only the lessons "L2, L3, L1" are written

  Scenario: Moving a lesson up inside its unit
    When the teacher moves the lesson L3 to place 1 of the unit U1
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L3     | U1   | 1        |
      | L1     | U1   | 2        |
      | L2     | U1   | 3        |
      | L4     | U2   | 4        |
      | L5     | U2   | 5        |
    And only the lessons "L3, L1, L2" are written

  Scenario: Moving a lesson into another unit shifts the later lessons
    When the teacher moves the lesson L2 to place 2 of the unit U2
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L1     | U1   | 1        |
      | L3     | U1   | 2        |
      | L4     | U2   | 3        |
      | L2     | U2   | 4        |
      | L5     | U2   | 5        |
    And only the lessons "L3, L4, L2" are written

  Scenario: Moving a lesson to an earlier unit shifts the lessons between
    When the teacher moves the lesson L4 to place 1 of the unit U1
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L4     | U1   | 1        |
      | L1     | U1   | 2        |
      | L2     | U1   | 3        |
      | L3     | U1   | 4        |
      | L5     | U2   | 5        |
    And only the lessons "L4, L1, L2, L3" are written

  Scenario: Moving the last lesson to the first place of the course
    When the teacher moves the lesson L5 to place 1 of the unit U1
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L5     | U1   | 1        |
      | L1     | U1   | 2        |
      | L2     | U1   | 3        |
      | L3     | U1   | 4        |
      | L4     | U2   | 5        |

  Scenario: A place beyond the end of a unit is its last place
    When the teacher moves the lesson L1 to place 99 of the unit U2
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L2     | U1   | 1        |
      | L3     | U1   | 2        |
      | L4     | U2   | 3        |
      | L5     | U2   | 4        |
      | L1     | U2   | 5        |

  Scenario: A place before the first is the first place
    When the teacher moves the lesson L5 to place -3 of the unit U2
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L1     | U1   | 1        |
      | L2     | U1   | 2        |
      | L3     | U1   | 3        |
      | L5     | U2   | 4        |
      | L4     | U2   | 5        |

  Scenario: Moving a lesson into an empty unit puts it there, after the units before it
    When the teacher moves the lesson L1 to place 1 of the unit U3
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L2     | U1   | 1        |
      | L3     | U1   | 2        |
      | L4     | U2   | 3        |
      | L5     | U2   | 4        |
      | L1     | U3   | 5        |

  Scenario: Moving a lesson to its own place writes nothing
    When the teacher moves the lesson L2 to place 2 of the unit U1
    Then no lesson is written

  Scenario: Positions with gaps or repeats come back as 1..n in course order
    Given the lessons of the course are:
      | lesson | unit | position |
      | L4     | U2   | 2        |
      | L1     | U1   | 7        |
      | L2     | U1   | 7        |
      | L3     | U1   | 30       |
    When the teacher moves the lesson L3 to place 1 of the unit U2
    Then the lessons of the course are now:
      | lesson | unit | position |
      | L1     | U1   | 1        |
      | L2     | U1   | 2        |
      | L3     | U2   | 3        |
      | L4     | U2   | 4        |

  Scenario Outline: Moves that cannot be made
    When the teacher moves the lesson <lesson> to place 1 of the unit <unit>
    Then the move is refused as "<code>"

    Examples:
      | lesson | unit | code          |
      | L9     | U1   | NOT_FOUND     |
      | L1     | U9   | UNKNOWN_GROUP |

  Scenario Outline: Reordering the items of a lesson
    Given the items of a lesson are "a, b, c, d"
    When the teacher drags the item <item> to index <index>
    Then the items are in the order "<order>"

    Examples:
      | item | index | order      |
      | b    | 3     | a, c, d, b |
      | d    | 0     | d, a, b, c |
      | a    | 1     | b, a, c, d |
      | c    | 2     | a, b, c, d |
      | a    | 10    | b, c, d, a |
      | c    | -1    | c, a, b, d |
      | x    | 0     | a, b, c, d |

  Scenario Outline: A new order must hold every unit, lesson or item exactly once
    Then "<proposed>" <verdict> a new order of "a, b, c"

    Examples:
      | proposed   | verdict  |
      | c, a, b    | is       |
      | a, b, c    | is       |
      | a, b       | is not   |
      | a, b, c, d | is not   |
      | a, a, b    | is not   |
      | a, b, x    | is not   |
