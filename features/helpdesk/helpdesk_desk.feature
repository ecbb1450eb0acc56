Feature: The helpdesk's desk: who has it, whom it reaches, what it shows
  Helpdesk (R05) helps anyone of their tenant sign in and find their courses. Their desk finds a person by id, e-mail
  or name and shows their account, never their work. Decisions: docs/decisions/0620-the-helpdesk-desk.md

  Scenario Outline: Only helpdesk has the helpdesk's desk
    Given a signed-in "<role>"
    Then they have the helpdesk's desk: "<desk>"

    Examples:
      | role | desk |
      | R01  | no   |
      | R02  | no   |
      | R03  | no   |
      | R04  | no   |
      | R05  | yes  |

  Scenario Outline: The desk reaches every user of the helpdesk's own tenant, and nobody of another
    Given helpdesk of the tenant "tiza"
    When they open the account of a user of the tenant "<tenant>"
    Then the account is "<reach>"

    Examples:
      | tenant | reach     |
      | tiza   | found     |
      | escola | not-found |

  Scenario: The account shows how the person signs in and where they learn, never their work
    Then the account view shows "identity, role, schools, courses, sign-in-methods, last-sign-in, sync-state, licences, recent-errors"
    And the account view never shows "grades, answers, hand-ins, content, board-messages, notifications, password"

  Scenario Outline: What the search box is read as
    When helpdesk searches for "<typed>"
    Then the search is by "<kind>" for "<what>"

    Examples:
      | typed                                   | kind     | what                                 |
      |                                         | everyone |                                      |
      | 5F0C6E1A-2B3C-4D5E-8F90-A1B2C3D4E5F6    | id       | 5f0c6e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6 |
      | Lucas@Tiza                              | email    | lucas@tiza                           |
      | García                                  | name     | garcia                               |
      | María José   Núñez                      | name     | maria jose nunez                     |
      | joão                                    | name     | joao                                 |

  Scenario Outline: A search's own wildcards are taken literally
    When helpdesk's search "<typed>" becomes a pattern
    Then the pattern is "<pattern>"

    Examples:
      | typed   | pattern    |
      | ana     | ana%       |
      | 100%    | 100\\%%    |
      | a_b     | a\\_b%     |
