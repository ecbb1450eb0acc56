Feature: Grade scales
  A grade is shown on the scale the school or teacher chose: numeric (0–10 or 0–N), letters,
  pass/fail or a custom list of labels. Grades are computed as percentages, used to average, rank
  and compare, and only the result goes on the scale. Decisions: docs/decisions/0130-grade-scales.md, 0131-rounding.md
  - letter bands and custom levels are reached at their lower bound (inclusive) and read the
    exact percentage: 89.99 % is a B, never rounded up to an A.

  Scenario Outline: Numeric scales
    Given the grade scale is numeric from 0 to <top> with <decimals> decimals
    When a score of <score> out of <max> is put on the scale
    Then the grade reads "<grade>"

    Examples:
      | top | decimals | score | max | grade |
      | 10  | 2        | 7     | 10  | 7     |
      | 10  | 2        | 17    | 20  | 8.5   |
      | 10  | 2        | 2     | 3   | 6.67  |
      | 10  | 1        | 2     | 3   | 6.7   |
      | 100 | 0        | 1     | 8   | 13    |
      | 20  | 2        | 14.5  | 20  | 14.5  |
      | 10  | 2        | 12    | 10  | 10    |
      | 10  | 2        | -1    | 10  | 0     |

  Scenario Outline: Letters with the default bands A 90, B 80, C 70, D 60, F 0
    Given the grade scale is letters with the default bands
    When a score of <score> out of 100 is put on the scale
    Then the grade reads "<grade>"

    Examples:
      | score | grade |
      | 100   | A     |
      | 90    | A     |
      | 89.99 | B     |
      | 80    | B     |
      | 70    | C     |
      | 60    | D     |
      | 59.99 | F     |
      | 0     | F     |

  Scenario: A float-noisy percentage still reaches its band
    Given the grade scale is letters with the bands "A 90, B 57, C 0"
    When a score of 0.57 out of 1 is put on the scale
    Then the grade reads "B"

  Scenario Outline: Pass or fail, passing from 50 %
    Given the grade scale is pass/fail from 50 %
    When a score of <score> out of 10 is put on the scale
    Then the grade reads "<grade>" with the label key "<key>"

    Examples:
      | score | grade | key                  |
      | 5     | pass  | gradebook.scale.pass |
      | 10    | pass  | gradebook.scale.pass |
      | 4.99  | fail  | gradebook.scale.fail |

  Scenario Outline: A custom scale of labels with numeric equivalents
    Given the grade scale is custom on 0 to 10 with "Insuficiente 0, Suficiente 5, Bien 6, Notable 7, Sobresaliente 9"
    When a score of <score> out of 10 is put on the scale
    Then the grade reads "<grade>"

    Examples:
      | score | grade         |
      | 4.99  | Insuficiente  |
      | 5     | Suficiente    |
      | 6.9   | Bien          |
      | 8.99  | Notable       |
      | 10    | Sobresaliente |

  Scenario Outline: Scales that cannot be used
    When the school sets up the scale <scale>
    Then it is refused with "<code>"

    Examples:
      | scale                                    | code                          |
      | numeric from 0 to 0 with 2 decimals      | scale.invalid-max             |
      | numeric from 0 to 10 with 5 decimals     | scale.invalid-decimals        |
      | letters with the bands "A 90, B 90, C 0" | scale.levels-out-of-order     |
      | letters with the bands "A 90, a 80, C 0" | scale.duplicate-label         |
      | letters with the bands "A 90, B 80"      | scale.lowest-level-not-zero   |
      | letters with the bands ""                | scale.no-levels               |
      | pass/fail from 0 %                       | scale.invalid-pass-percent    |
      | custom on 0 to 10 with "Bien 6, Mal 0"   | scale.lowest-level-not-zero   |

  Scenario Outline: Scales that can be used
    When the school sets up the scale <scale>
    Then it is accepted

    Examples:
      | scale                                                |
      | numeric from 0 to 10 with 2 decimals                 |
      | letters with the default bands                       |
      | pass/fail from 50 %                                  |
      | custom on 0 to 4 with "Needs support 0, Meets 2, Exceeds 3" |
