Feature: A teacher grades a student's hand-in
  The job's evaluation is the only score an assignment has: the gradebook cell, the task list and My grades read it.
  A score is checked against the item's scale; grading makes the job "evaluated". A job handed back is pending again
  with an evaluator set, which every screen shows as handed back (spec §4 'assessment-reassigned'), and the student
  may hand it in again. Decisions: docs/decisions/0432-grading-hand-ins.md

  Background:
    Given an assignment graded on a scale from 0 to 10 with 2 decimals

  Scenario: Grading a hand-in waiting for grading
    Given a hand-in waiting for grading
    When the teacher grades it "7,5"
    Then the job is "evaluated" with score 7.5
    And the teacher sees it as "evaluated"

  Scenario: Grading again with another score is a change; the same score is not
    Given a hand-in graded 6
    When the teacher grades it "8"
    Then the job is "evaluated" with score 8
    And something changed
    When the teacher grades it "8"
    Then nothing changed

  Scenario Outline: A score the scale refuses leaves the job as it was
    Given a hand-in waiting for grading
    When the teacher grades it "<typed>"
    Then it is refused with "<code>"

    Examples:
      | typed | code                   |
      |       | score.required         |
      | siete | score.not-a-number     |
      | 11    | score.out-of-range     |
      | -1    | score.out-of-range     |
      | 7,555 | score.too-many-decimals |

  Scenario: Work never handed in through the app (given on paper) can be graded
    Given a student who has handed in nothing
    When the teacher grades it "5"
    Then the job is "evaluated" with score 5

  Scenario Outline: Removing a grade
    Given <job>
    When the teacher removes the grade
    Then the job is "<status>" without a score

    Examples:
      | job                                     | status    |
      | a hand-in graded 6                      | delivered |
      | a grade given without a hand-in of 6    | pending   |

  Scenario: Handing a job back for another go
    Given a hand-in graded 4
    When Ms Ruiz hands it back
    Then the job is "pending" without a score
    And its evaluator is Ms Ruiz
    And the teacher sees it as "returned"
    And the student may hand it in again

  Scenario: Handing back keeps the evaluator the job already had
    Given a hand-in waiting for grading, to be graded by Mr Pons
    When Ms Ruiz hands it back
    Then its evaluator is Mr Pons

  Scenario: Nothing handed in cannot be handed back
    Given a student who has handed in nothing
    When Ms Ruiz hands it back
    Then it is refused with "evaluation.nothing-to-return"

  Scenario: Once the grades are published the job cannot be handed back
    Given a hand-in graded 4
    And the item's grades are published
    When Ms Ruiz hands it back
    Then it is refused with "evaluation.grades-published"

  Scenario: Another teacher of the course grades the job
    Given a hand-in waiting for grading
    And the course's teachers are Ms Ruiz and Mr Pons
    When the evaluator becomes Mr Pons
    Then its evaluator is Mr Pons
    And the teacher sees it as "waiting"

  Scenario: The evaluator must teach the course
    Given a hand-in waiting for grading
    And the course's teachers are Ms Ruiz and Mr Pons
    When the evaluator becomes Ms Vidal
    Then it is refused with "evaluation.not-a-teacher"

  Scenario: No evaluator for work never handed in (the student would see it as handed back)
    Given a student who has handed in nothing
    And the course's teachers are Ms Ruiz and Mr Pons
    When the evaluator becomes Mr Pons
    Then it is refused with "evaluation.nothing-to-grade"
