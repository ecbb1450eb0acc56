Feature: Roles
  Every user has one role code. Teachers and school admins see the teacher side of screens.

  Scenario Outline: What a role code means
    Given a user with the role code "<code>"
    Then the role is known as "<name>"
    And the user <teaches> the teacher side of screens

    Examples:
      | code | name           | teaches       |
      | R01  | student        | does not see  |
      | R02  | teacher        | sees          |
      | R03  | schoolAdmin    | sees          |
      | R04  | editorialAdmin | does not see  |
      | R05  | helpdesk       | does not see  |

  Scenario Outline: Codes outside the list are not roles
    Then "<code>" is not a role code

    Examples:
      | code |
      | R06  |
      | r01  |
      |      |
      | R1   |
