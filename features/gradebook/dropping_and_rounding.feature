Feature: Dropping the lowest items and rounding the final grade
  A teacher may drop the N lowest items of each category: the lowest percentages go first, on a tie
  the earlier item, and the last counted item of a category is never dropped. Overdue items that
  count as zero can be dropped like any other. Rounding is half-up and happens once, on the final
  grade only, with the decimals of the scale. Decisions: docs/decisions/0131-rounding.md,
  0134-dropping-the-lowest.md

  Background:
    Given the period's categories are:
      | category | weight |
      | exams    | 1      |

  Scenario: Dropping the lowest item of each category
    Given the lowest 1 item of each category is dropped
    And the student's items of the period are:
      | item   | category | max | score | flags                        |
      | Exam 1 | exams    | 10  | 9     |                              |
      | Exam 2 | exams    | 10  | 3     |                              |
      | Exam 3 | exams    | 10  | 7     |                              |
    When the gradebook computes the final grade
    Then the item "Exam 2" is left out as "dropped-lowest"
    And the final grade is "8"

  Scenario: A zero for late work is the first to be dropped
    Given the lowest 1 item of each category is dropped
    And the student's items of the period are:
      | item   | category | max | score | flags                        |
      | Exam 1 | exams    | 10  | 6     |                              |
      | Exam 2 | exams    | 10  |       | overdue, late counts as zero |
    When the gradebook computes the final grade
    Then the item "Exam 2" is left out as "dropped-lowest"
    And the final grade is "6"

  Scenario: The last item of a category is never dropped
    Given the lowest 3 items of each category are dropped
    And the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  | 4     |
      | Exam 2 | exams    | 10  | 6     |
    When the gradebook computes the final grade
    Then the item "Exam 1" is left out as "dropped-lowest"
    And the item "Exam 2" counts as "counted"
    And the final grade is "6"

  Scenario: On a tie the earlier item is dropped
    Given the lowest 1 item of each category is dropped
    And the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  | 5     |
      | Exam 2 | exams    | 10  | 5     |
      | Exam 3 | exams    | 10  | 8     |
    When the gradebook computes the final grade
    Then the item "Exam 1" is left out as "dropped-lowest"
    And the item "Exam 2" counts as "counted"

  Scenario: A category can drop a different number of items
    Given the period's categories are:
      | category | weight | drop lowest |
      | exams    | 1      | 0           |
      | quizzes  | 1      | 1           |
    And the lowest 1 item of each category is dropped
    And the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  | 4     |
      | Exam 2 | exams    | 10  | 6     |
      | Quiz 1 | quizzes  | 10  | 2     |
      | Quiz 2 | quizzes  | 10  | 10    |
    When the gradebook computes the final grade
    Then the item "Exam 1" counts as "counted"
    And the item "Quiz 1" is left out as "dropped-lowest"
    And the final grade is "7.5"

  Scenario Outline: The final grade is rounded half-up once, with the scale's decimals
    Given the final grade is given on a scale from 0 to <top> with <decimals> decimals
    And the student's items of the period are:
      | item   | category | max   | score   |
      | Exam 1 | exams    | <max> | <score> |
    When the gradebook computes the final grade
    Then the final grade is "<grade>"

    Examples:
      | top | decimals | max  | score | grade |
      | 10  | 2        | 2000 | 1333  | 6.67  |
      | 10  | 2        | 3    | 2     | 6.67  |
      | 10  | 2        | 3    | 1     | 3.33  |
      | 10  | 1        | 100  | 64.5  | 6.5   |
      | 10  | 0        | 100  | 64.5  | 6     |
      | 10  | 0        | 100  | 65    | 7     |
      | 10  | 2        | 10   | 5.7   | 5.7   |
      | 100 | 0        | 8    | 7     | 88    |
      | 20  | 1        | 10   | 10    | 20    |

  Scenario: Category figures are shown rounded, the final grade uses the exact ones
    Given the period's categories are:
      | category | weight |
      | exams    | 1      |
      | homework | 2      |
    And the final grade is given on a scale from 0 to 10 with 0 decimals
    And the student's items of the period are:
      | item  | category | max | score |
      | Exam  | exams    | 3   | 1     |
      | Essay | homework | 200 | 129   |
    When the gradebook computes the final grade
    Then the categories of the final grade are:
      | category | share  | percent | contribution | counted |
      | exams    | 0.3333 | 33.33   | 11.11        | 1       |
      | homework | 0.6667 | 64.5    | 43           | 1       |
    And the final percentage is "54.11"
    And the final grade is "5"
