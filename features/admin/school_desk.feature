Feature: The school admin's desk: who runs it, what needs attention, and finding people
  A school admin runs the desk of their own schools: its courses, teachers and students, and what needs them. A course
  without a teacher, a person the school system has not synchronised and a recent sync that failed or refused rows need
  attention. Decisions: docs/decisions/0611-school-desk.md

  Scenario Outline: Who runs a school's desk
    Given a user with role "<role>" who belongs to the school: "<member>"
    Then they may run the school's desk: "<runs>"

    Examples:
      | role | member | runs |
      | R03  | yes    | yes  |
      | R03  | no     | no   |
      | R02  | yes    | no   |
      | R01  | yes    | no   |
      | R04  | yes    | no   |
      | R05  | yes    | no   |

  Scenario: What needs attention, in order
    Given the school's courses
      | name              | teachers | students |
      | Música 1º ESO     | 0        | 12       |
      | Física 4º ESO     | 1        | 0        |
      | Arte 2º ESO       | 0        | 0        |
      | Matemáticas 2º ESO | 2       | 25       |
    And the school's people
      | name  | lastname | role | sync             |
      | Hugo  | Martín   | R01  | not-synchronised |
      | Ana   | Bravo    | R01  | error            |
      | Lucía | Gil      | R02  | synchronised     |
    And the tenant's syncs
      | status    | refused | finished days ago |
      | error     | 0       | 2                 |
      | completed | 3       | 5                 |
      | completed | 0       | 1                 |
      | error     | 0       | 20                |
    Then what needs attention is
      | kind                    | about         |
      | course-without-teacher  | Arte 2º ESO   |
      | course-without-teacher  | Música 1º ESO |
      | course-without-students | Física 4º ESO |
      | user-not-synchronised   | Ana Bravo     |
      | user-not-synchronised   | Hugo Martín   |
      | sync-failed             | 2 days ago    |
      | sync-refused-rows       | 3 rows        |

  Scenario Outline: Finding people by name, surname or e-mail, role and sync
    Given the school's people
      | name    | lastname      | role | sync             |
      | José    | Álvarez Ruiz  | R01  | synchronised     |
      | Lucía   | Gil           | R02  | synchronised     |
      | Hugo    | Martín        | R01  | not-synchronised |
    When the admin looks for "<query>" among "<role>" with sync "<status>"
    Then they find "<found>"

    Examples:
      | query         | role     | status           | found                     |
      |               | all      | all              | José, Lucía, Hugo         |
      | jose alvarez  | all      | all              | José                      |
      | RUIZ josé     | all      | all              | José                      |
      | lucia@        | all      | all              | Lucía                     |
      |               | teachers | all              | Lucía                     |
      |               | students | all              | José, Hugo                |
      |               | all      | not-synchronised | Hugo                      |
      | gil           | students | all              | nobody                    |
