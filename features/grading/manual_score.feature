Feature: A teacher types a score by hand
  A new manual score is required, must be a number between the scale's minimum and maximum
  (both included) and may have at most the allowed number of decimals. Teachers in Spain,
  Portugal and Brazil type a decimal comma, so "7,5" is 7.5. Trailing zeros are not decimals.
  Checks run in the order required, number, range, decimals; the first failure is shown.
  Decisions: docs/decisions/0103-manual-score.md

  Background:
    Given a scale from 0 to 10 that allows 2 decimals

  Scenario Outline: Scores that are accepted
    When the teacher types "<typed>" as the score
    Then the score <value> is saved

    Examples:
      | typed  | value |
      | 7      | 7     |
      | 7,5    | 7.5   |
      | 7.5    | 7.5   |
      | 7,25   | 7.25  |
      | 7,250  | 7.25  |
      | 0      | 0     |
      | 10     | 10    |
      | 10,00  | 10    |
      | ,5     | 0.5   |
      | 9,     | 9     |
      | -0     | 0     |
      | 08     | 8     |

  Scenario Outline: Scores that are refused
    When the teacher types "<typed>" as the score
    Then it is refused with "<code>"

    Examples:
      | typed    | code                    |
      |          | score.required          |
      | siete    | score.not-a-number      |
      | 7,5,1    | score.not-a-number      |
      | 1.000,5  | score.not-a-number      |
      | 7 5      | score.not-a-number      |
      | 1e1      | score.not-a-number      |
      | ,        | score.not-a-number      |
      | 10,01    | score.out-of-range      |
      | -1       | score.out-of-range      |
      | 11       | score.out-of-range      |
      | 7,125    | score.too-many-decimals |
      | 12,125   | score.out-of-range      |

  Scenario: Spaces alone count as no score
    When the teacher types "   " as the score
    Then it is refused with "score.required"

  Scenario: The refusal tells the range
    When the teacher types "11" as the score
    Then it is refused with "score.out-of-range"
    And the refusal says min is "0"
    And the refusal says max is "10"

  Scenario: The refusal tells how many decimals are allowed
    Given a scale from 1 to 5 that allows 1 decimal
    When the teacher types "3,25" as the score
    Then it is refused with "score.too-many-decimals"
    And the refusal says decimals is "1"

  Scenario: A scale of whole numbers
    Given a scale from 0 to 100 that allows 0 decimals
    When the teacher types "99,5" as the score
    Then it is refused with "score.too-many-decimals"

  Scenario Outline: A score that arrives as a number is checked the same way
    When the score <number> arrives as a number
    Then <verdict>

    Examples:
      | number | verdict                                   |
      | 7.25   | the score 7.25 is saved                   |
      | 7.125  | it is refused with "score.too-many-decimals" |
      | 10.5   | it is refused with "score.out-of-range"   |
      | NaN    | it is refused with "score.not-a-number"   |
      | none   | it is refused with "score.required"       |
