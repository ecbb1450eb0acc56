Feature: Email addresses on the sign-in and sign-up forms
  An email is letters, digits, dot, underscore, plus or hyphen, then @, a domain,
  and an ending of 2 to 6 letters. Spaces around it are ignored and it is kept in lower case.

  Scenario Outline: A typed email is checked
    When someone types "<typed>" as their email
    Then <verdict>

    Examples: accepted
      | typed                         | verdict                                         |
      | ana.garcia@colegio.es         | the email is kept as "ana.garcia@colegio.es"    |
      | Ana.Garcia@Colegio.ES         | the email is kept as "ana.garcia@colegio.es"    |
      | maria_jose-2@aula.school.edu  | the email is kept as "maria_jose-2@aula.school.edu" |
      | x@y.museum                    | the email is kept as "x@y.museum"               |

    Examples: refused
      | typed                   | verdict                                |
      |                         | it is refused with "email.required"    |
      | ana.garcia              | it is refused with "email.invalid"     |
      | ana@colegio             | it is refused with "email.invalid"     |
      | ana@colegio.e           | it is refused with "email.invalid"     |
      | ana@colegio.abcdefg     | it is refused with "email.invalid"     |
      | ana garcia@colegio.es   | it is refused with "email.invalid"     |
      | ana@colegio.es2         | it is refused with "email.invalid"     |
      | ñandú@colegio.es        | it is refused with "email.invalid"     |

  Scenario: Spaces around an email are ignored
    When someone types "  luis+mates@escola.pt  " as their email
    Then the email is kept as "luis+mates@escola.pt"

  Scenario: An email of only spaces counts as empty
    When someone types "   " as their email
    Then it is refused with "email.required"
