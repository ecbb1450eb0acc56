Feature: Unlinking a way of signing in
  A person's profile lists the ways they sign in: their password and the identity providers linked to their account.
  A link may be removed from the profile only while another way in remains, so nobody locks themselves out.

  Scenario Outline: Whether a link may go
    Given an account <password> a password
    And a tenant that <takes> passwords
    And the account has <links> links to identity providers
    When its owner removes one link
    Then the removal is <outcome>

    Examples:
      | password    | takes        | links | outcome                        |
      | with        | takes        | 1     | allowed                        |
      | without     | takes        | 1     | refused: sign-in.last-method   |
      | with        | does not take | 1     | refused: sign-in.last-method   |
      | without     | takes        | 2     | allowed                        |
      | with        | does not take | 2     | allowed                        |
