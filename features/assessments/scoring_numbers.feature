Feature: Scoring numbers and formulas
  A number is right within the teacher's tolerance; a comma and a point are both decimal marks.
  A formula is right when it is equivalent to the teacher's (same values everywhere it is
  checked), whatever way it is written. Both are all or nothing.

  Scenario Outline: A number within the tolerance
    Given a numeric question worth 2 points:
      """
      { "value": 3.5, "tolerance": 0.1, "unit": "m" }
      """
    When the student answers {"text": "<typed>"}
    Then it earns <points> points as "<outcome>"

    Examples:
      | typed  | points | outcome    |
      | 3.5    | 2      | correct    |
      | 3,5    | 2      | correct    |
      | 3,6    | 2      | correct    |
      | 3.4    | 2      | correct    |
      | 3.61   | 0      | incorrect  |
      | 35     | 0      | incorrect  |
      | 3.5 m  | 0      | incorrect  |
      | tres   | 0      | incorrect  |
      | 3,5,0  | 0      | incorrect  |

  Scenario Outline: An exact number
    Given a numeric question worth 1 point:
      """
      { "value": 0.3, "tolerance": 0, "unit": null }
      """
    When the student answers {"text": "<typed>"}
    Then it earns <points> points as "<outcome>"

    Examples:
      | typed | points | outcome   |
      | 0.3   | 1      | correct   |
      | ,3    | 1      | correct   |
      | +0,30 | 1      | correct   |
      | 3e-1  | 1      | correct   |
      | 0.31  | 0      | incorrect |
      | -0.3  | 0      | incorrect |

  Scenario: An empty number is unanswered
    Given a numeric question worth 1 point:
      """
      { "value": 7, "tolerance": 0 }
      """
    When the student answers {"text": "  "}
    Then it earns 0 points as "unanswered"

  Scenario Outline: A formula written another way is still right
    Given a formula question worth 2 points:
      """
      { "expression": "2(x+1)^2", "variables": ["x"] }
      """
    When the student answers {"text": "<typed>"}
    Then it earns <points> points as "<outcome>"

    Examples:
      | typed             | points | outcome    |
      | 2(x+1)^2          | 2      | correct    |
      | 2x^2 + 4x + 2     | 2      | correct    |
      | 2*(x+1)*(x+1)     | 2      | correct    |
      | (x+1)(2x+2)       | 2      | correct    |
      | 2x^2 + 4x + 2,001 | 0      | incorrect  |
      | 2x^2 + 4x         | 0      | incorrect  |
      | 2(x+1             | 0      | incorrect  |
      | 2(y+1)^2          | 0      | incorrect  |

  Scenario: The key of a formula question earns full marks
    Given a formula question worth 1 point:
      """
      { "expression": "sqrt(a^2 + b^2)", "variables": ["a", "b"] }
      """
    Then its answer key, given as the answer, earns full marks
