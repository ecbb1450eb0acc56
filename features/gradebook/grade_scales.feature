Feature: Grade scales
  A grade is shown on the scale the school or teacher chose: numeric (0–10 or 0–N), letters,
  pass/fail or a custom list of labels. Every grade also has a comparable number, its percentage,
  used to average, rank and compare. Decisions: docs/decisions/0130-grade-scales.md, 0131-rounding.md
  - letter bands and custom levels are reached at their lower bound (inclusive) and read the
    exact percentage: 89.99 % is a B, never rounded up to an A;
  - a letter stands for the middle of its band, pass for 100 and fail for 0, a custom label
    for its own numeric equivalent.

  Scenario Outline: Numeric scales
    Given the grade scale is numeric from 0 to <top> with <decimals> decimals
    When a score of <score> out of <max> is put on the scale
    Then the grade reads "<grade>"
    And the grade stands for <percent> %

    Examples:
      | top | decimals | score | max | grade | percent |
      | 10  | 2        | 7     | 10  | 7     | 70      |
      | 10  | 2        | 17    | 20  | 8.5   | 85      |
      | 10  | 2        | 2     | 3   | 6.67  | 66.7    |
      | 10  | 1        | 2     | 3   | 6.7   | 67      |
      | 100 | 0        | 1     | 8   | 13    | 13      |
      | 20  | 2        | 14.5  | 20  | 14.5  | 72.5    |
      | 10  | 2        | 12    | 10  | 10    | 100     |
      | 10  | 2        | -1    | 10  | 0     | 0       |

  Scenario Outline: Letters with the default bands A 90, B 80, C 70, D 60, F 0
    Given the grade scale is letters with the default bands
    When a score of <score> out of 100 is put on the scale
    Then the grade reads "<grade>"
    And the grade stands for <percent> %

    Examples:
      | score | grade | percent |
      | 100   | A     | 95      |
      | 90    | A     | 95      |
      | 89.99 | B     | 85      |
      | 80    | B     | 85      |
      | 70    | C     | 75      |
      | 60    | D     | 65      |
      | 59.99 | F     | 30      |
      | 0     | F     | 30      |

  Scenario: A float-noisy percentage still reaches its band
    Given the grade scale is letters with the bands "A 90, B 57, C 0"
    When a score of 0.57 out of 1 is put on the scale
    Then the grade reads "B"
    And the grade stands for 73.5 %

  Scenario Outline: Pass or fail, passing from 50 %
    Given the grade scale is pass/fail from 50 %
    When a score of <score> out of 10 is put on the scale
    Then the grade reads "<grade>" with the label key "<key>"
    And the grade stands for <percent> %

    Examples:
      | score | grade | key                  | percent |
      | 5     | pass  | gradebook.scale.pass | 100     |
      | 10    | pass  | gradebook.scale.pass | 100     |
      | 4.99  | fail  | gradebook.scale.fail | 0       |

  Scenario Outline: A custom scale of labels with numeric equivalents
    Given the grade scale is custom on 0 to 10 with "Insuficiente 0, Suficiente 5, Bien 6, Notable 7, Sobresaliente 9"
    When a score of <score> out of 10 is put on the scale
    Then the grade reads "<grade>"
    And the grade stands for <percent> %

    Examples:
      | score | grade         | percent |
      | 4.99  | Insuficiente  | 0       |
      | 5     | Suficiente    | 50      |
      | 6.9   | Bien          | 60      |
      | 8.99  | Notable       | 70      |
      | 10    | Sobresaliente | 90      |

  Scenario Outline: A grade a teacher typed as a label becomes a comparable number
    Given the grade scale is custom on 0 to 10 with "Insuficiente 0, Suficiente 5, Bien 6, Notable 7, Sobresaliente 9"
    When the teacher gives the grade "<typed>"
    Then the grade stands for <percent> %

    Examples:
      | typed       | percent |
      | Notable     | 70      |
      | notable     | 70      |
      | " Bien "    | 60      |
      | Excelente   | none    |

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
