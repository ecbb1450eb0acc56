Feature: Licence codes
  A licence code grants a title of the library for a period. It must exist, cannot be added twice, is sold for one
  profile (a student's licence does not open a teacher's account), has a number of seats (1 for a single-use card,
  more for a class pack) and a last day to redeem it. Today is 22 November 2026.

  Scenario Outline: A code is read however it was typed
    When someone types the licence code "<typed>"
    Then the code is read as "<code>"

    Examples:
      | typed            | code           |
      | tiza-mate-2eso   | TIZA-MATE-2ESO |
      | TIZA MATE 2ESO   | TIZA-MATE-2ESO |
      | tizamate2eso     | TIZA-MATE-2ESO |

  Scenario Outline: A code that cannot be one is refused before anyone looks it up
    When someone types the licence code "<typed>"
    Then <verdict>

    Examples:
      | typed          | verdict                                  |
      |                | it is refused with "licence.required"    |
      | ABC            | it is refused with "licence.invalid"     |
      | TIZA-MATE-2ES! | it is refused with "licence.invalid"     |

  Scenario: A student redeems a student's licence with seats left
    Given a student licence "TIZA-MATE-2ESO" with 30 seats of which 12 are taken
    When a student adds "tiza-mate-2eso"
    Then it is accepted

  Scenario: A code that does not exist is not valid
    When a student adds "TIZA-XXXX-0000"
    Then it is refused with "licence.invalid"

  Scenario: A licence cannot be added twice
    Given a student licence "TIZA-MATE-2ESO" with 30 seats of which 12 are taken
    And the student has already added "TIZA-MATE-2ESO"
    When a student adds "tiza mate 2eso"
    Then it is refused with "licence.already-added"

  Scenario: A teacher's licence does not open a student's account
    Given a teacher licence "PROF-MATE-2ESO" with 1 seat of which 0 are taken
    When a student adds "PROF-MATE-2ESO"
    Then it is refused with "licence.other-profile"

  Scenario: A single-use card works once
    Given a student licence "TIZA-CARD-0001" with 1 seat of which 1 are taken
    When a student adds "TIZA-CARD-0001"
    Then it is refused with "licence.no-seats"

  Scenario: A code past its last day is refused
    Given a student licence "TIZA-MATE-2ESO" with 30 seats of which 0 are taken, redeemable until "2026-09-30"
    When a student adds "TIZA-MATE-2ESO"
    Then it is refused with "licence.expired"

  Scenario: A licence of 365 days redeemed today grants its title through 21 November 2027
    When a licence of 365 days is redeemed on "2026-11-22"
    Then it grants its title through "2027-11-21"
    And it is active on "2027-11-21" but not on "2027-11-22"
