Feature: Signing up
  Anyone may open an account in steps: who they are (student or teacher), their details, their licence codes.
  Emails and passwords are typed twice and must match. A child below the school platform's age of digital consent
  (Spain 14, Portugal 13, otherwise 16) needs a parent's or legal guardian's consent, so the date of birth is asked.
  Today is 22 November 2026.

  Scenario Outline: The age of digital consent decides who waits for a guardian
    Given the platform's age of digital consent is <consent>
    When a person born on "<birth>" signs up
    Then <verdict>

    Examples:
      | consent | birth      | verdict                                 |
      | 14      | 2013-05-10 | the account waits for a guardian        |
      | 14      | 2012-11-22 | the account opens at once               |
      | 14      | 2012-11-23 | the account waits for a guardian        |
      | 13      | 2013-11-22 | the account opens at once               |
      | 16      | 2012-01-01 | the account waits for a guardian        |
      | 16      | 1990-03-15 | the account opens at once               |

  Scenario: An age a platform may not configure falls back to 16
    Given the platform's age of digital consent is 21
    When a person born on "2009-01-01" signs up
    Then the account opens at once

  Scenario Outline: The date of birth must be a real day in the past, and not a small child's
    When a person types "<birth>" as their date of birth
    Then <verdict>

    Examples:
      | birth      | verdict                                     |
      |            | it is refused with "birth-date.required"    |
      | 2013-02-30 | it is refused with "birth-date.invalid"     |
      | 22/11/2010 | it is refused with "birth-date.invalid"     |
      | 2027-01-01 | it is refused with "birth-date.in-future"   |
      | 2022-05-01 | it is refused with "birth-date.too-young"   |
      | 2012-02-29 | it is accepted                              |

  Scenario Outline: The email typed twice must match
    When someone types the email "<first>" and then "<second>"
    Then <verdict>

    Examples:
      | first             | second             | verdict                              |
      | ana@escola.pt     | ana@escola.pt      | it is accepted                       |
      | Ana@Escola.pt     | ana@escola.pt      | it is accepted                       |
      | ana@escola.pt     | ana@escola.com     | it is refused with "email.mismatch"  |

  Scenario Outline: A guardian is someone else
    When a child with the email "nora@correo.es" names "<guardian>" as guardian
    Then <verdict>

    Examples:
      | guardian           | verdict                                     |
      |                    | it is refused with "guardian.required"      |
      | Nora@correo.es     | it is refused with "guardian.same-as-child" |
      | madre@correo.es    | it is accepted                              |

  Scenario Outline: Names are required and kept tidy
    When someone types "<typed>" as a name
    Then <verdict>

    Examples:
      | typed             | verdict                             |
      |                   | it is refused with "name.required"  |
      | <spaces>          | it is refused with "name.required"  |
      | María  José       | it is accepted                      |

  Scenario: Inner spaces of a name are folded into one
    When someone types "María   José" as a name
    Then the name is kept as "María José"
