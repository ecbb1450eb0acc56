Feature: The task list of students and teachers
  The student's /tasks shows every task of their courses in To Do, Turned in and Grades published,
  each with its task status and the assignment status badge. To Do and Turned in show the nearest
  due date first; Grades published the latest first; tasks without a due date go last.
  A teacher's /tasks shows the evaluable items with turned-in jobs not yet evaluated, the oldest due
  date first. Decisions: docs/decisions/0136-task-list-order-and-teacher-waiting.md, 0102-task-status-and-groups.md

  Background:
    Given the clock shows "2026-11-22T09:00:00Z"

  Scenario: A student's tasks in their groups, with status and badge
    Given the student's tasks are:
      | task            | job       | saved work | grades published | due                  | handed back |
      | Fracciones      | none      | no         | no               | 2026-11-25T09:00:00Z | no          |
      | Mapa de Europa  | pending   | yes        | no               | 2026-11-22T12:00:00Z | no          |
      | Los ríos        | pending   | no         | no               | 2026-11-20T09:00:00Z | no          |
      | Redacción       | pending   | yes        | no               | 2026-11-30T09:00:00Z | yes         |
      | Lectura libre   | none      | no         | no               |                      | no          |
      | El ciclo        | delivered | yes        | no               | 2026-11-21T09:00:00Z | no          |
      | Poema de otoño  | evaluated | yes        | no               | 2026-11-10T09:00:00Z | no          |
      | Volcanes        | evaluated | yes        | yes              | 2026-11-01T09:00:00Z | no          |
      | Sumas           | evaluated | yes        | yes              | 2026-11-15T09:00:00Z | no          |
    When the student's task list is built
    Then the task list reads:
      | group            | task           | status           | badge                 |
      | to-do            | Los ríos       | not-started      | late                  |
      | to-do            | Mapa de Europa | pending          | soon                  |
      | to-do            | Fracciones     | not-started      | assessment-assigned   |
      | to-do            | Redacción      | pending          | assessment-reassigned |
      | to-do            | Lectura libre  | not-started      | assessment-assigned   |
      | turned-in        | Poema de otoño | graded           | assessment-evaluated  |
      | turned-in        | El ciclo       | turned-in        | turned-in             |
      | grades-published | Sumas          | grades-published | assessment-evaluated  |
      | grades-published | Volcanes       | grades-published | assessment-evaluated  |

  Scenario: Exactly 24 hours left shows no badge
    Given the student's tasks are:
      | task       | job     | saved work | grades published | due                  | handed back |
      | Fracciones | pending | no         | no               | 2026-11-23T09:00:00Z | no          |
    When the student's task list is built
    Then the task list reads:
      | group | task       | status      | badge |
      | to-do | Fracciones | not-started | none  |

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

  Scenario: The jobs of an item that wait for grading
    Given the jobs of an item are "Ana pending, Bruno delivered, Carla evaluated, Diego delivered"
    Then the jobs waiting for grading are "Bruno, Diego"
