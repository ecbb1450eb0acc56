Feature: Kids mode
  Kids mode is the interface for young children: larger targets and type, two navigation entries with pictograms,
  a board to read but not to post on, and fewer notifications. It is a mode of a student, never of a teacher or an
  admin. One rule decides it everywhere — the app's frame, a course's pages, the board, the notifications, the digest.
  Decisions: docs/decisions/0536-kids-mode.md

  Scenario Outline: Who is in kids mode
    Given a platform whose kids mode switch is <switch>
    And a <person> of courses of the levels "<levels>"
    Then they are <verdict>

    Examples:
      | switch | person  | levels                  | verdict             |
      | on     | student | secondary               | in kids mode        |
      | on     | teacher | primary                 | not in kids mode    |
      | off    | student | primary                 | in kids mode        |
      | off    | student | preschool, primary      | in kids mode        |
      | off    | student | primary, secondary      | not in kids mode    |
      | off    | student | baccalaureate           | not in kids mode    |
      | off    | student |                         | not in kids mode    |
      | off    | teacher | preschool               | not in kids mode    |

  Scenario: A pupil of a primary and a secondary course: the usual frame, kids mode inside the primary course
    Given a platform whose kids mode switch is off
    And a student of courses of the levels "primary, secondary"
    Then they are not in kids mode
    And inside their "primary" course they are in kids mode
    And inside their "secondary" course they are not in kids mode

  Scenario Outline: The navigation a frame shows
    Given a frame <mode> where the library is <library>
    Then the navigation shows "<entries>"

    Examples:
      | mode              | library | entries                         |
      | in kids mode      | shown   | home, tasks                     |
      | in kids mode      | hidden  | home, tasks                     |
      | not in kids mode  | shown   | home, calendar, tasks, library  |
      | not in kids mode  | hidden  | home, calendar, tasks           |
