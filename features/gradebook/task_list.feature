Feature: The task list of students and teachers
  The student's /tasks shows every task of their courses in To Do, Missed, Turned in and Grades published, each with
  the one word of its status (features/tasks/student_item_status.feature). To Do, Missed and Turned in show the
  nearest due date first; Grades published the latest first; tasks without a due date go last.
  A teacher's /tasks shows the evaluable items with turned-in jobs not yet evaluated, the oldest due
  date first. Decisions: docs/decisions/0136-task-list-order-and-teacher-waiting.md, 0102-task-status-and-groups.md,
  0140-one-status-for-a-students-item.md

  Background:
    Given the clock shows "2026-11-22T09:00:00Z"

  Scenario: A student's tasks in their groups, each with its status
    Given the student's tasks are:
      | task            | job       | saved work | grades published | due                  | late work | handed back |
      | Fracciones      | none      | no         | no               | 2026-11-25T09:00:00Z | refuses   | no          |
      | Mapa de Europa  | pending   | yes        | no               | 2026-11-22T12:00:00Z | refuses   | no          |
      | Los ríos        | pending   | no         | no               | 2026-11-20T09:00:00Z | refuses   | no          |
      | Los mapas       | none      | no         | no               | 2026-11-19T09:00:00Z | accepts   | no          |
      | Redacción       | pending   | yes        | no               | 2026-11-30T09:00:00Z | refuses   | yes         |
      | Lectura libre   | none      | no         | no               |                      | refuses   | no          |
      | El ciclo        | delivered | yes        | no               | 2026-11-21T09:00:00Z | refuses   | no          |
      | Poema de otoño  | evaluated | yes        | no               | 2026-11-10T09:00:00Z | refuses   | no          |
      | Volcanes        | evaluated | yes        | yes              | 2026-11-01T09:00:00Z | refuses   | no          |
      | Sumas           | evaluated | yes        | yes              | 2026-11-15T09:00:00Z | refuses   | no          |
    When the student's task list is built
    Then the task list reads:
      | group            | task           | label            |
      | to-do            | Los mapas      | late             |
      | to-do            | Mapa de Europa | soon             |
      | to-do            | Fracciones     | not-started      |
      | to-do            | Redacción      | handed-back      |
      | to-do            | Lectura libre  | not-started      |
      | missed           | Los ríos       | closed           |
      | turned-in        | Poema de otoño | graded           |
      | turned-in        | El ciclo       | turned-in        |
      | grades-published | Sumas          | grades-published |
      | grades-published | Volcanes       | grades-published |

  Scenario: Exactly 24 hours left is not "soon" yet
    Given the student's tasks are:
      | task       | job     | saved work | grades published | due                  | late work | handed back |
      | Fracciones | pending | no         | no               | 2026-11-23T09:00:00Z | refuses   | no          |
    When the student's task list is built
    Then the task list reads:
      | group | task       | label       |
      | to-do | Fracciones | not-started |

  Scenario: A teacher's list of work waiting for grading
    Given the teacher's lesson items are:
      | item       | evaluable | delivered | evaluated | due                  |
      | Dictado    | yes       | 20        | 20        | 2026-11-01T09:00:00Z |
      | Redacción  | yes       | 18        | 5         | 2026-11-20T09:00:00Z |
      | Problemas  | yes       | 3         | 0         | 2026-11-10T09:00:00Z |
      | Vídeo      | no        | 25        | 0         | 2026-11-05T09:00:00Z |
      | Diario     | yes       | 2         | 1         |                      |
      | Mural      | yes       | 0         | 0         | 2026-11-02T09:00:00Z |
    When the teacher opens the task list
    Then the work waiting for grading is "Problemas 3, Redacción 13, Diario 1"
