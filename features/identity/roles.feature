Feature: Roles
  Every user has one role code. Teachers and school admins see the teacher side of screens.

  Scenario Outline: What a role code means
    Given a user with the role code "<code>"
    Then the role is known as "<name>" with the label key "<label>"
    And the user <teaches> the teacher side of screens

    Examples:
      | code | name           | label                | teaches       |
      | R01  | student        | roles.student        | does not see  |
      | R02  | teacher        | roles.teacher        | sees          |
      | R03  | schoolAdmin    | roles.schoolAdmin    | sees          |
      | R04  | editorialAdmin | roles.editorialAdmin | does not see  |
      | R05  | helpdesk       | roles.helpdesk       | does not see  |

  Scenario Outline: Codes outside the list are not roles
    Then "<code>" is not a role code

    Examples:
      | code |
      | R06  |
      | r01  |
      |      |
      | R1   |
