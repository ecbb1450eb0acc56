Feature: Reading when a sign-in token expires
  The app reads the expiry from the token's "exp" claim (seconds since 1970) without verifying it;
  the server verifies. When the token cannot be read, there is simply no expiry (nothing breaks).

  Scenario: A token's expiry is read from its exp claim
    Given a sign-in token that expires at "2026-11-22T10:00:00Z"
    Then the token's expiry reads "2026-11-22T10:00:00.000Z"

  Scenario Outline: Tokens that cannot be read give no expiry
    Given the sign-in token "<token>"
    Then no expiry can be read from the token
    And the token is not usable

    Examples:
      | token                                  |
      |                                        |
      | not-a-token                            |
      | only.two                               |
      | a.b.c.d                                |
      | eyJhbGciOiJIUzI1NiJ9.!!!.c2ln           |
      | eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln   |
      | eyJhbGciOiJIUzI1NiJ9.WzEsMl0.c2ln       |

  Scenario: A token with an exp that is not a number has no expiry
    Given a sign-in token whose exp claim is the text "tomorrow"
    Then no expiry can be read from the token

  Scenario: A token without an exp claim has no expiry
    Given a sign-in token without an exp claim
    Then no expiry can be read from the token

  Scenario Outline: A token is usable until the instant it expires
    Given a sign-in token that expires at "2026-11-22T10:00:00Z"
    And the clock shows "<now>"
    Then the token <usable>

    Examples:
      | now                      | usable            |
      | 2026-11-22T09:59:59.999Z | is usable         |
      | 2026-11-22T10:00:00Z     | is not usable     |
      | 2026-11-22T11:00:00Z     | is not usable     |
