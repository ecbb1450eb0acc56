Feature: The final grade of a period
  A student's final grade for a period comes from the items of the period. Inside a category the
  items' percentages are averaged by the items' own weights (1 unless set), whatever their maximum
  score; the categories are then averaged by their weights. Decisions: docs/decisions/0132-final-grade-weights.md,
  0133-items-that-do-not-count.md, 0134-dropping-the-lowest.md
  - a category without any counted item is left out and the other weights are renormalised;
  - excused, dropped, not-for-the-final-grade and not yet scored items are left out;
  - an overdue item without a score counts as 0 only with "late counts as zero";
  - a score turned in late and graded keeps its score.

  Background:
    Given the period's categories are:
      | category | weight |
      | exams    | 60     |
      | homework | 40     |

  Scenario: Categories weigh by their weights
    Given the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  | 8     |
      | Exam 2 | exams    | 10  | 6     |
      | Essay  | homework | 20  | 18    |
    When the gradebook computes the final grade
    Then the final grade is "7.8"
    And the final percentage is "78"
    And the categories of the final grade are:
      | category | share | percent | contribution | counted |
      | exams    | 0.6   | 70      | 42           | 2       |
      | homework | 0.4   | 90      | 36           | 1       |

  Scenario: Inside a category items weigh by their weight, not by their maximum score
    Given the student's items of the period are:
      | item  | category | max | score | weight |
      | Quiz  | exams    | 5   | 5     |        |
      | Final | exams    | 100 | 50    |        |
    When the gradebook computes the final grade
    Then the final percentage is "75"
    And the final grade is "7.5"

  Scenario: A heavier item
    Given the student's items of the period are:
      | item  | category | max | score | weight |
      | Quiz  | exams    | 5   | 5     | 1      |
      | Final | exams    | 100 | 50    | 3      |
    When the gradebook computes the final grade
    Then the final percentage is "62.5"
    And the final grade is "6.25"

  Scenario: An empty category is left out and the other weights renormalised
    Given the period's categories are:
      | category | weight |
      | exams    | 50     |
      | homework | 30     |
      | projects | 20     |
    And the student's items of the period are:
      | item    | category | max | score |
      | Exam 1  | exams    | 10  | 8     |
      | Essay   | homework | 10  | 4     |
      | Model   | projects | 10  |       |
    When the gradebook computes the final grade
    Then the categories of the final grade are:
      | category | share | percent | contribution | counted |
      | exams    | 0.625 | 80      | 50           | 1       |
      | homework | 0.375 | 40      | 15           | 1       |
      | projects | none  | none    | none         | 0       |
    And the final percentage is "65"
    And the gradebook notes "gradebook.category-empty" for "projects"
    And the item "Model" is left out as "no-score"

  Scenario: Nothing scored yet: no final grade
    Given the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  |       |
    When the gradebook computes the final grade
    Then there is no final grade
    And the gradebook notes "gradebook.no-grades"

  Scenario: A period without items has no final grade
    Given the student has no items in the period
    When the gradebook computes the final grade
    Then there is no final grade

  Scenario Outline: Items that count and items that are left out
    Given the student's items of the period are:
      | item   | category | max | score   | flags   |
      | Exam 1 | exams    | 10  | 8       |         |
      | Exam 2 | exams    | 10  | <score> | <flags> |
      | Essay  | homework | 10  | 8       |         |
    When the gradebook computes the final grade
    Then the item "Exam 2" <verdict> as "<reason>"
    And the final grade is "<grade>"

    Examples:
      | score | flags                             | verdict     | reason       | grade |
      | 2     |                                   | counts      | counted      | 6.2   |
      | 2     | excused                           | is left out | excused      | 8     |
      | 2     | dropped                           | is left out | dropped      | 8     |
      | 2     | not for the final grade           | is left out | not-counted  | 8     |
      |       |                                   | is left out | no-score     | 8     |
      |       | overdue                           | is left out | no-score     | 8     |
      |       | late counts as zero               | is left out | no-score     | 8     |
      |       | overdue, late counts as zero      | counts      | late-as-zero | 5.6   |
      | 6     | overdue, late counts as zero      | counts      | counted      | 7.4   |
      |       | excused, overdue, late counts as zero | is left out | excused  | 8     |

  Scenario: Work turned in late and graded keeps its grade
    Given an assignment due 2 days ago
    And the student's job is "delivered"
    Then the assignment is not overdue for the final grade

  Scenario: Work never turned in after its due time is overdue
    Given an assignment due right now
    And the student has not turned it in
    Then the assignment is overdue for the final grade

  Scenario: An item in a category the period does not have
    Given the student's items of the period are:
      | item   | category | max | score |
      | Exam 1 | exams    | 10  | 8     |
      | Poster | art      | 10  | 2     |
    When the gradebook computes the final grade
    Then the item "Poster" is left out as "unknown-category"
    And the gradebook notes "gradebook.unknown-category" for "Poster"
    And the final grade is "8"

  Scenario: My grades can average only the published items
    Given the student's items of the period are:
      | item   | category | max | score | flags     |
      | Exam 1 | exams    | 10  | 9     | published |
      | Exam 2 | exams    | 10  | 3     |           |
    When the gradebook computes the final grade from published items only
    Then the final grade is "9"
    And the item "Exam 2" is left out as "unpublished"

  Scenario Outline: The final grade on another scale reads the exact percentage
    Given the final grade is given as <scale>
    And the student's items of the period are:
      | item   | category | max   | score   |
      | Exam 1 | exams    | 10000 | <score> |
    When the gradebook computes the final grade
    Then the final percentage is "<percent>"
    And the final grade is "<grade>"

    Examples:
      | scale                                                 | score | percent | grade      |
      | letters with the default bands                        | 8999  | 89.99   | B          |
      | letters with the default bands                        | 9000  | 90      | A          |
      | pass/fail from 50 %                                   | 4999  | 49.99   | fail       |
      | custom on 0 to 10 with "Insuficiente 0, Suficiente 5" | 5000  | 50      | Suficiente |

  Scenario: An excused item is left out
    The teacher excuses one student from one item: the score, if any, is kept but does not count.
    Given the student's items of the period are:
      | item   | category | max | score | flags   |
      | Exam 1 | exams    | 10  | 8     |         |
      | Exam 2 | exams    | 10  | 1     | excused |
      | Essay  | homework | 10  | 6     |         |
    When the gradebook computes the final grade
    Then the item "Exam 2" is left out as "excused"
    And the final grade is "7.2"
