Feature: Passwords
  A password has at least a minimum number of characters (8 unless the school's platform asks
  for more), and the password typed twice must match exactly.

  Scenario Outline: A new password is checked against the minimum length
    When someone chooses the password "<password>" with a minimum of <min> characters
    Then <verdict>

    Examples:
      | password    | min | verdict                                     |
      |             | 8   | it is refused with "password.required"      |
      | corto       | 8   | it is refused with "password.too-short"     |
      | siete77     | 8   | it is refused with "password.too-short"     |
      | ocho8888    | 8   | it is accepted                              |
      | ocho8888    | 10  | it is refused with "password.too-short"     |
      | contraseña1 | 11  | it is accepted                              |

  Scenario: The refusal tells how long the password must be
    When someone chooses the password "corto" with a minimum of 10 characters
    Then it is refused with "password.too-short"
    And the refusal says min is "10"

  Scenario: Spaces are characters like any other and are kept
    When someone chooses the password "        " with a minimum of 8 characters
    Then it is accepted

  Scenario: A space at the end makes the repeated password different
    When someone types the password "Pizarra-26" and then "Pizarra-26 "
    Then it is refused with "password.mismatch"

  Scenario: The default minimum is 8 characters
    Then a new password needs at least 8 characters by default

  Scenario Outline: The password typed twice must match exactly
    When someone types the password "<first>" and then "<second>"
    Then <verdict>

    Examples:
      | first      | second     | verdict                                 |
      | Pizarra-26 | pizarra-26 | it is refused with "password.mismatch"  |
      | ÁrbolÑ-26  | ÁrbolÑ-26  | it is accepted                          |
      | Pizarra-26 | Pizarra-2  | it is refused with "password.mismatch"  |
