Feature: The gradebook's settings as a teacher types them
  A teacher types weights, a column's maximum score and how many low grades to drop with a comma or a
  dot. Category weights are any numbers: the gradebook shows each category's share of the final grade
  in percent, adding up to exactly 100. A scale is typed row by row; a refusal points at its row.
  Changing the period scheme keeps the items' periods, so items of another scheme wait without
  period, and drops the publications of the old scheme's periods.
  Decisions: docs/decisions/0130-grade-scales.md, 0132-final-grade-weights.md, docs/api-gradebook.md

  Scenario Outline: Weights, maximum scores and drop-lowest as typed
    When the teacher types "<typed>" as the <field>
    Then the setting <outcome>

    Examples:
      | field       | typed | outcome                                         |
      | weight      | 2,5   | is 2.5                                          |
      | weight      | 0     | is 0                                            |
      | weight      | 1000  | is 1000                                         |
      | weight      | 1001  | is refused with "weight.out-of-range"           |
      | weight      | 1,234 | is refused with "weight.too-many-decimals"      |
      | weight      | mucho | is refused with "weight.not-a-number"           |
      | weight      |       | is refused with "weight.required"               |
      | max score   | 20    | is 20                                           |
      | max score   | 0     | is refused with "max-score.out-of-range"        |
      | max score   | 0,5   | is 0.5                                          |
      | drop lowest | 2     | is 2                                            |
      | drop lowest | 1,5   | is refused with "drop-lowest.too-many-decimals" |
      | drop lowest | 11    | is refused with "drop-lowest.out-of-range"      |

  Scenario Outline: Each category's share of the final grade
    Given the category weights are "<weights>"
    Then the shares are "<shares>"

    Examples:
      | weights    | shares           |
      | 60, 30, 10 | 60, 30, 10       |
      | 3, 1       | 75, 25           |
      | 1, 1, 1    | 33.4, 33.3, 33.3 |
      | 2, 0, 1    | 66.7, 0, 33.3    |
      | 0, 0       | none, none       |

  Scenario: Changing the scheme from quarters to semesters
    Given the gradebook's items are in the periods "t01, t02, annual, none, s01"
    And the periods "t01, annual" are published
    When the teacher switches to semesters
    Then 2 items wait without period
    And the publication of "t01" is dropped

  Scenario Outline: A scale typed row by row
    When the teacher types the scale <scale>
    Then the scale <outcome>

    Examples:
      | scale                                           | outcome                                              |
      | numeric up to "10" with "2" decimals            | is accepted                                          |
      | numeric up to "diez" with "2" decimals          | is refused with "scale.not-a-number" on the max      |
      | numeric up to "10" with "5" decimals            | is refused with "scale.invalid-decimals"             |
      | pass/fail from "50,5" %                         | is accepted                                          |
      | pass/fail from "0" %                            | is refused with "scale.invalid-pass-percent"         |
      | letters "A 90, B 80, C 70, D 60, F 0"           | is accepted                                          |
      | letters "A 90, B 80, C x, F 0"                  | is refused with "scale.not-a-number" on row 3        |
      | letters "A 90, ' ' 80, F 0"                     | is refused with "scale.empty-label" on row 2         |
      | letters "A 90, B 80, a 70, F 0"                 | is refused with "scale.duplicate-label" on row 3     |
      | letters "A 150, B 80, F 0"                      | is refused with "scale.level-out-of-range" on row 1  |
      | letters "A 90, B 95, F 0"                       | is refused with "scale.levels-out-of-order"          |
      | custom up to "10" with "Insuficiente 0, Bien 6" | is accepted                                          |
      | custom up to "10" with "Mal 0, Bien 12"         | is refused with "scale.level-out-of-range" on row 2  |
      | custom up to "10" with "Mal 0, Bien 6, Regular 5" | is refused with "scale.levels-out-of-order"        |
      | custom up to "10" with ""                       | is refused with "scale.no-levels"                    |
