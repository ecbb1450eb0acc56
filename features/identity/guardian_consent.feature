Feature: Minors signing up need a parent's or guardian's authorization
  The sign-up asks for the date of birth. Under 18 on the day of sign-up, a parent or legal
  guardian must authorize. A birthday counts from the day itself; someone born on 29 February
  turns a year older on 1 March in other years. Decisions: docs/decisions/0109-minors.md

  Scenario Outline: Who needs authorization
    Given today is the sign-up day 2026-11-22
    When someone born on <birth> signs up
    Then they are <age> years old
    And they <need> a guardian's authorization

    Examples:
      | birth      | age | need            |
      | 2008-11-22 | 18  | do not need     |
      | 2008-11-23 | 17  | need            |
      | 2000-01-01 | 26  | do not need     |
      | 2014-05-10 | 12  | need            |

  Scenario Outline: Born on 29 February
    Given today is the sign-up day <today>
    When someone born on 2008-02-29 signs up
    Then they are <age> years old

    Examples:
      | today      | age |
      | 2026-02-28 | 17  |
      | 2026-03-01 | 18  |
      | 2028-02-29 | 20  |

  Scenario: A date of birth in the future needs authorization
    Given today is the sign-up day 2026-11-22
    When someone born on 2027-01-01 signs up
    Then they need a guardian's authorization
