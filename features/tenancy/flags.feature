Feature: A school platform offers only what Tiza has built
  Each publisher tenant switches features on or off (spec §1). A switch for a feature Tiza has not built yet is
  never offered, whatever the tenant's configuration says, so no screen advertises what it cannot do. The same rule
  decides what the server answers and what the app shows.

  Scenario Outline: A built feature follows the tenant's switch
    Given a school platform that switches "<flag>" <state>
    When its users open the app
    Then "<flag>" is <offered>

    Examples:
      | flag         | state | offered |
      | createCourse | on    | on      |
      | createCourse | off   | off     |
      | hideLibrary  | on    | on      |
      | hideTeacher  | on    | on      |
      | editProfile  | off   | off     |
      | editProfile  | on    | on      |
      | avatarChange | off   | off     |
      | avatarChange | on    | on      |
      | kidsMode     | on    | on      |
      | kidsMode     | off   | off     |

  Scenario Outline: A feature not built yet is not offered even when switched on
    Given a school platform that switches "<flag>" on
    When its users open the app
    Then "<flag>" is off

    Examples:
      | flag                   |
      | support                |
      | accountTab             |
      | newProgramInterface    |
      | thirdPartyIntegrations |

  Scenario: The page after logout is the tenant's, as configured
    Given a school platform that sends users to "https://escola.example.pt" after logout
    When its users open the app
    Then logging out leads to "https://escola.example.pt"

  Scenario Outline: Only sign-in methods that work are offered
    Given a school platform that offers the sign-in methods "<configured>"
    When its users open the app
    Then the sign-in page offers "<offered>"

    Examples:
      | configured               | offered       |
      | password, sso            | password, sso |
      | password, oidc           | password      |
      | password, saml, sso      | password, sso |
      | oidc                     | password      |

  Scenario Outline: OIDC is offered exactly when the tenant has an OIDC provider (ADR 0534)
    Given a school platform that offers the sign-in methods "<configured>"
    And its identity provider "Riverside Login" is configured
    When its users open the app
    Then the sign-in page offers "<offered>"
    And the sign-in page has a button "Riverside Login"

    Examples:
      | configured     | offered        |
      | password, oidc | password, oidc |
      | password       | password, oidc |
      | oidc           | oidc           |

  Scenario Outline: SAML is offered exactly when the tenant has a SAML provider (ADR 0550)
    Given a school platform that offers the sign-in methods "<configured>"
    And its SAML identity provider "Harbour ID" is configured
    When its users open the app
    Then the sign-in page offers "<offered>"
    And the sign-in page has a button "Harbour ID"

    Examples:
      | configured     | offered        |
      | password, saml | password, saml |
      | password       | password, saml |
      | saml, oidc     | saml           |
