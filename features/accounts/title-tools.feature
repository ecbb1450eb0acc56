Feature: Teaching from a library title
  A teacher makes a course of a title of their library, or adds some of its lessons to a course of theirs; the course
  then uses the title, and `/tools/{courseProjectGuid}` shows what the title offers it (ADRs 0556–0558).

  Background:
    Given the clock shows "2026-11-27T10:00:00Z"
    And a title with these lessons:
      | unit                | lesson                     |
      | 1. Números enteros  | Sumas y restas             |
      | 1. Números enteros  | Multiplicación y división  |
      | 2. Fracciones       | Fracciones equivalentes    |
      | 2. Fracciones       | Operaciones con fracciones |

  Scenario: A teacher's licence that still runs lets them teach from the title
    Given they hold a "teacher" licence for it until "2027-06-30"
    When they ask to add the title's lessons to a course
    Then it is accepted

  Scenario: A licence that ran out does not, though the title stays in their library
    Given they hold a "teacher" licence for it until "2026-11-26"
    When they ask to add the title's lessons to a course
    Then it is refused with "title.licence-expired"

  Scenario: The last day of a licence still counts
    Given they hold a "teacher" licence for it until "2026-11-27"
    When they ask to make a course of the title where teachers may create courses
    Then it is accepted

  Scenario: One running teacher's licence is enough when another ran out
    Given they hold a "teacher" licence for it until "2025-06-30"
    And they hold a "teacher" licence for it until "2027-06-30"
    When they ask to make a course of the title where teachers may create courses
    Then it is accepted

  Scenario: A pupil's licence is not a teacher's
    Given they hold a "student" licence for it until "2027-06-30"
    When they ask to add the title's lessons to a course
    Then it is refused with "title.student-licence"

  Scenario: No licence, no title
    When they ask to add the title's lessons to a course
    Then it is refused with "title.no-licence"

  Scenario: Where the tenant makes courses in its school system, a title opens no new course, but its lessons can be added
    Given they hold a "teacher" licence for it until "2027-06-30"
    When they ask to make a course of the title where course creation is off
    Then it is refused with "title.course-creation-off"
    When they ask to add the title's lessons to a course
    Then it is accepted

  Scenario: A new course gets every lesson of the title, published, in units named as the title's
    When the title is copied whole into a new course
    Then the copy makes the units "1. Números enteros: Sumas y restas, Multiplicación y división | 2. Fracciones: Fracciones equivalentes, Operaciones con fracciones"
    And the copied lessons are published

  Scenario: Lessons added to a course with a class arrive as drafts, in the title's order, in new units at the end
    When the lessons "Operaciones con fracciones, Sumas y restas" are added to a course
    Then the copy makes the units "1. Números enteros: Sumas y restas | 2. Fracciones: Operaciones con fracciones"
    And the copied lessons are drafts

  Scenario: A lesson the course already holds a copy of is not copied again (a retry adds nothing)
    Given the course holds a copy of "Sumas y restas"
    When the lessons "Sumas y restas, Fracciones equivalentes" are added to a course
    Then the copy makes the units "2. Fracciones: Fracciones equivalentes"
    And 1 chosen lesson was already there
    When the lessons "Sumas y restas" are added to a course
    Then the copy makes no unit

  Scenario: A lesson of another title is refused, and so is choosing nothing
    When the lessons "Lección de otro libro" are added to a course
    Then it is refused with "title.lesson-unknown"
    When no lessons are added to a course
    Then it is refused with "title.nothing-chosen"
