Feature: The course programme
  A course's lessons are laid, in their order, on its class sessions: each takes the session after the previous one's.
  A teacher moves a lesson to a later or earlier session; the lessons after it shift along. A move never goes into the
  past, never before the previous lesson (the order is kept), and only onto a session — never onto a weekend or a
  non-school day, which have none. A session that disappears (a non-school day recorded later) lets its lesson flow on.
  The calendar names each class with the lesson laid on it; a student does not see a draft lesson's name there.
  Decisions: docs/decisions/0505-course-programme.md, docs/decisions/0506-one-source-for-the-calendars.md

  Background:
    Given the sessions
      | day        | starts |
      | 2026-11-30 | 09:00  |
      | 2026-12-02 | 09:00  |
      | 2026-12-03 | 11:00  |
      | 2026-12-07 | 09:00  |
      | 2026-12-09 | 09:00  |
    And the lessons "El agua, La célula, Los ecosistemas"

  Scenario: Lessons take the sessions in order
    Then the programme reads "El agua 2026-11-30 09:00, La célula 2026-12-02 09:00, Los ecosistemas 2026-12-03 11:00"

  Scenario: Moving a lesson shifts the ones after it
    Given "La célula" is moved to 2026-12-07 09:00
    Then the programme reads "El agua 2026-11-30 09:00, La célula 2026-12-07 09:00 (moved), Los ecosistemas 2026-12-09 09:00"

  Scenario: A session that disappears lets its lesson flow on
    Given "La célula" is moved to 2026-12-07 09:00
    And the session of 2026-12-07 09:00 is no more
    Then the programme reads "El agua 2026-11-30 09:00, La célula 2026-12-02 09:00, Los ecosistemas 2026-12-03 11:00"

  Scenario Outline: What a move may do, on 2026-12-01 at 10:00
    Then moving "<lesson>" to <day> <starts> is <answer>

    Examples:
      | lesson          | day        | starts | answer                       |
      | La célula       | 2026-12-07 | 09:00  | allowed                      |
      | El agua         | 2026-12-02 | 09:00  | allowed                      |
      | El agua         | 2026-11-30 | 09:00  | programme.past               |
      | Los ecosistemas | 2026-12-02 | 09:00  | programme.before-previous    |
      | La célula       | 2026-12-05 | 09:00  | programme.not-a-session      |
      | La célula       | 2026-12-08 | 09:00  | programme.not-a-session      |

  Scenario: The sessions offered for a move are those a move may take, but the one it is on
    Then the sessions offered for "Los ecosistemas" on 2026-12-01 at 10:00 are "2026-12-07 09:00, 2026-12-09 09:00"

  Scenario: The calendar's classes name their lessons; a student sees a draft lesson's class without it
    Given "La célula" is a draft
    Then the classes read "2026-11-30 09:00 El agua, 2026-12-02 09:00 La célula, 2026-12-03 11:00 Los ecosistemas, 2026-12-07 09:00 -, 2026-12-09 09:00 -" for a teacher
    And the classes read "2026-11-30 09:00 El agua, 2026-12-02 09:00 -, 2026-12-03 11:00 Los ecosistemas, 2026-12-07 09:00 -, 2026-12-09 09:00 -" for a student
