Feature: See a course as a student
  A course's teachers, and the school admins who read it like one, preview it exactly as one of its students sees it:
  published lessons and items for everyone only, no teacher notes, no answer keys, and no progress of their own.
  The server answers a preview as it answers a student, so the rule of what a student sees lives once. A preview is
  read-only: nothing done in it is recorded. Decisions: docs/decisions/0553-see-as-student.md

  Scenario Outline: Who is answered as a student
    Given a person who is the course's <relation>
    When they <ask> the course
    Then they are answered as the course's <answered>

    Examples:
      | relation | ask                | answered |
      | teacher  | see as a student   | student  |
      | admin    | see as a student   | student  |
      | student  | see as a student   | student  |
      | teacher  | open               | teacher  |
      | admin    | open               | admin    |

  Scenario: Asking to see a course as a student never opens a course one does not see
    Given a person who is not in the course nor runs its school
    When they see as a student the course
    Then the course is not seen

  Scenario Outline: Only the course's staff are offered to see it as a student
    Given a person who is the course's <relation>
    Then seeing it as a student is <offered>

    Examples:
      | relation | offered     |
      | teacher  | offered     |
      | admin    | offered     |
      | student  | not offered |

  Scenario Outline: A preview only reads
    When a preview sends a "<method>" request
    Then the request is <verdict>

    Examples:
      | method | verdict |
      | GET    | let through |
      | HEAD   | let through |
      | POST   | refused |
      | PUT    | refused |
      | PATCH  | refused |
      | DELETE | refused |
