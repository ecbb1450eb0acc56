Feature: Editing one's own profile
  A signed-in person may correct their name, change their password and their picture where the
  school's platform allows it. Names follow the sign-up's rule (trimmed, inner spaces folded, at
  most 80 characters, both required). A password change needs the current password, a new one that meets
  the platform's minimum and differs from the current one, and the new one typed twice alike.

  Scenario: A name is checked as at sign-up: the first name and the last name are both required
    When someone types "<spaces>" as a name
    Then it is refused with "name.required"

  Scenario Outline: A password change is checked field by field, the first issue first
    When someone changes their password from "<current>" to "<next>" typed again as "<repeat>" with a minimum of 8
    Then <verdict>

    Examples:
      | current    | next        | repeat      | verdict                                         |
      |            | Pizarra-27  | Pizarra-27  | it is refused with "password.current-required"  |
      | Pizarra-26 | corta       | corta       | it is refused with "password.too-short"         |
      | Pizarra-26 | Pizarra-26  | Pizarra-26  | it is refused with "password.same-as-current"   |
      | Pizarra-26 | Pizarra-27  | pizarra-27  | it is refused with "password.mismatch"          |
      | Pizarra-26 | Pizarra-27  | Pizarra-27  | it is accepted                                  |

  Scenario: The refusal names the field it belongs to
    When someone changes their password from "Pizarra-26" to "Pizarra-27" typed again as "Pizarra-28" with a minimum of 8
    Then the refused field is "repeat"

  Scenario Outline: The platform decides what of the profile may change
    Given a platform where profile editing is <edit>, avatar change is <avatar> and people sign in with <methods>
    Then a signed-in person may edit their name: <name>, change their picture: <picture>, change their password: <password>

    Examples:
      | edit | avatar | methods       | name | picture | password |
      | on   | on     | password      | yes  | yes     | yes      |
      | off  | on     | password      | no   | yes     | yes      |
      | on   | off    | password, sso | yes  | no      | yes      |
      | off  | off    | sso           | no   | no      | no       |
