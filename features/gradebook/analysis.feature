Feature: The gradebook's analysis, graphics and units
  The read-only areas of the gradebook read the grid as it is. A cell is a percentage of its item's
  maximum; averages are plain means of those percentages: every scored item counts once, whatever its
  weight or maximum. Excused cells and cells without a score are left out, never read as 0.
  The distribution puts the final grades on the course's scale as the grade shows them.
  Decisions: docs/decisions/0236-gradebook-analysis.md

  Scenario Outline: The percentage of a cell
    Given an analysed item out of <max>
    When the student's cell holds <cell>
    Then the cell reads <percent> percent

    Examples:
      | max | cell                  | percent |
      | 10  | the score 8           | 80      |
      | 20  | the score 7           | 35      |
      | 3   | the score 2           | 66.67   |
      | 10  | the score 12          | 100     |
      | 10  | the score 0           | 0       |
      | 10  | the excused score 9   | none    |
      | 10  | no score              | none    |
      | 0   | the score 5           | none    |

  Scenario: A student's average per unit
    Given the analysed items are:
      | item      | unit     | max | due              |
      | Test 1    | Numbers  | 10  | 2026-10-05T10:00 |
      | Fractions | Numbers  | 20  | 2026-10-20T10:00 |
      | Equations | Algebra  | 10  | 2027-01-18T09:00 |
      | Oral exam |          | 10  |                  |
      | Homework  | Algebra  | 10  | 2027-01-25T09:00 |
    And the analysed scores are:
      | student | Test 1 | Fractions | Equations | Oral exam | Homework |
      | Pablo   | 8      | 13        | 7         | 9         | excused  |
      | Hugo    | 4.5    |           | 5         |           |          |
    Then the unit averages of "Pablo" are:
      | unit     | average |
      | Numbers  | 72.5    |
      | Algebra  | 70      |
      | no unit  | 90      |
    And the unit averages of "Hugo" are:
      | unit     | average |
      | Numbers  | 45      |
      | Algebra  | 50      |
      | no unit  | none    |

  Scenario: The class average of a unit gives every student the same weight
    Given the analysed items are:
      | item   | unit    | max | due |
      | Quiz 1 | Numbers | 10  |     |
      | Quiz 2 | Numbers | 10  |     |
      | Quiz 3 | Numbers | 10  |     |
    And the analysed scores are:
      | student | Quiz 1 | Quiz 2 | Quiz 3 |
      | Ana     | 10     | 10     | 4      |
      | Bruno   | 5      |        |        |
      | Carla   |        |        |        |
    Then the class averages per unit are:
      | unit    | students          | class |
      | Numbers | 80, 50, none      | 65    |

  Scenario: A student's evolution follows the due dates with the running average
    Given the analysed items are:
      | item      | unit    | max | due              |
      | Equations | Algebra | 10  | 2027-01-18T09:00 |
      | Test 1    | Numbers | 10  | 2026-10-05T10:00 |
      | Oral exam |         | 10  |                  |
      | Fractions | Numbers | 20  | 2026-10-20T10:00 |
      | Homework  | Algebra | 10  | 2027-01-18T08:00 |
    And the analysed scores are:
      | student | Equations | Test 1 | Oral exam | Fractions | Homework |
      | Pablo   | 7         | 8      | 9         | 13        |          |
    Then the evolution of "Pablo" is:
      | item      | day        | percent | average |
      | Test 1    | 2026-10-05 | 80      | 80      |
      | Fractions | 2026-10-20 | 65      | 72.5    |
      | Equations | 2027-01-18 | 70      | 71.67   |

  Scenario: The class average per item over the year
    Given the analysed items are:
      | item      | unit    | max | due              |
      | Equations | Algebra | 10  | 2027-01-18T09:00 |
      | Test 1    | Numbers | 10  | 2026-10-05T10:00 |
      | Fractions | Numbers | 20  |                  |
      | Project   | Algebra | 10  | 2027-02-01T09:00 |
    And the analysed scores are:
      | student | Equations | Test 1  | Fractions | Project |
      | Ana     | 7         | 8       | 13        |         |
      | Bruno   | 4         | excused | 10        |         |
    Then the class evolution is:
      | item      | day        | average | counted |
      | Test 1    | 2026-10-05 | 80      | 1       |
      | Equations | 2027-01-18 | 55      | 2       |

  Scenario: The distribution on a numeric scale has one band per whole point, the top one inclusive
    Given the course's scale for the distribution is numeric from 0 to 10 with 2 decimals
    When the final percentages "100, 95, 49.96, 49.94, 0, 61.5, none, 10" are distributed
    Then the bands read "0–1: 1, 1–2: 1, 2–3: 0, 3–4: 0, 4–5: 1, 5–6: 1, 6–7: 1, 7–8: 0, 8–9: 0, 9–10: 2"
    And 1 student has no final grade

  Scenario: The distribution on a scale of whole points reads the grade as it shows
    Given the course's scale for the distribution is numeric from 0 to 10 with 0 decimals
    When the final percentages "64.5, 65, 99.9" are distributed
    Then the bands read "0–1: 0, 1–2: 0, 2–3: 0, 3–4: 0, 4–5: 0, 5–6: 0, 6–7: 1, 7–8: 1, 8–9: 0, 9–10: 1"

  Scenario: A wide numeric scale gets ten equal bands
    Given the course's scale for the distribution is numeric from 0 to 100 with 0 decimals
    When the final percentages "100, 9.4, 55" are distributed
    Then the bands read "0–10: 1, 10–20: 0, 20–30: 0, 30–40: 0, 40–50: 0, 50–60: 1, 60–70: 0, 70–80: 0, 80–90: 0, 90–100: 1"

  Scenario Outline: The distribution on scales of labels has one band per label, lowest first
    Given the course's scale for the distribution is <scale>
    When the final percentages "<percents>" are distributed
    Then the bands read "<bands>"

    Examples:
      | scale                                                         | percents                  | bands                                 |
      | letters with the default bands                                | 95, 89.99, 90, 10, none   | F: 1, D: 0, C: 0, B: 1, A: 2          |
      | pass/fail from 50 %                                           | 50, 49.99, 80             | fail: 1, pass: 2                      |
      | custom on 0 to 10 with "Insuficiente 0, Bien 6, Sobresaliente 9" | 59.99, 60, 95, 100     | Insuficiente: 1, Bien: 1, Sobresaliente: 2 |
