Feature: Which account a single sign-on opens
  A person signing in through the tenant's identity provider is matched by the provider's stable subject. A first
  sign-in takes over an existing account of the same e-mail only when the tenant allows linking and the provider says
  the e-mail is verified; it makes a new account only when the tenant makes them. By default a tenant does neither
  (ADR 0534): the provider's users must already be linked.

  Scenario: A linked identity signs in as its account, whatever the e-mail says now
    Given the identity "https://idp.example" "sub-1" is linked to "teacher"
    And the tenant neither links by e-mail nor creates accounts
    When "sub-1" signs in with the e-mail "someone-else@school.example" verified
    Then they sign in as "teacher"

  Scenario Outline: A first sign-in with an e-mail that has an account
    Given an account "teacher" has the e-mail "teacher@school.example"
    And the tenant <links> by e-mail and <creates> accounts
    When "sub-2" signs in with the e-mail "teacher@school.example" <verified>
    Then the outcome is "<outcome>"

    Examples:
      | links        | creates        | verified     | outcome              |
      | links        | does not create | verified     | link teacher         |
      | links        | does not create | not verified | refused unknown-user |
      | does not link | does not create | verified     | refused unknown-user |
      | does not link | creates        | verified     | refused unknown-user |
      | links        | creates        | not verified | refused unknown-user |

  Scenario Outline: A first sign-in of someone the tenant does not know
    Given the tenant <links> by e-mail and <creates> accounts
    And new accounts are made as "<role>"
    When "sub-3" signs in with the e-mail "<email>" verified
    Then the outcome is "<outcome>"

    Examples:
      | links         | creates         | role | email               | outcome              |
      | does not link | creates         | R01  | new@school.example  | create R01           |
      | links         | creates         | R02  | new@school.example  | create R02           |
      | links         | does not create | R01  | new@school.example  | refused unknown-user |
      | does not link | creates         | R01  |                     | refused unknown-user |

  Scenario: The defaults neither link nor create
    Given an account "teacher" has the e-mail "teacher@school.example"
    And the tenant keeps the default single sign-on policy
    When "sub-4" signs in with the e-mail "teacher@school.example" verified
    Then the outcome is "refused unknown-user"

  Scenario: A deep link survives single sign-on, another site does not
    When a user asked for "/course/abc/lesson/def?tab=2" before signing in
    Then they land on "/course/abc/lesson/def?tab=2"
    When a user asked for "https://evil.example/home" before signing in
    Then they land on "/home"
