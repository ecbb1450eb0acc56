Feature: Joining classes while signing up
  The sign-up's third step asks for the codes of the classes to join (spec §2 "classrooms"): the code a teacher gives
  their class, typed however the person likes. Each is checked as it is added — the server says which class has it —
  and the account joins them when it opens. A child's account waits for a guardian's consent, and so do its classes.

  Scenario Outline: A class code is read however it was typed
    When someone adds the class code "<typed>" to their sign-up
    Then it is accepted
    And the class code is read as "<code>"

    Examples:
      | typed      | code     |
      | 7hq2kd     | 7HQ2KD   |
      | 7HQ-2KD    | 7HQ2KD   |
      | 7hq 2kd    | 7HQ2KD   |

  Scenario Outline: A code that cannot be a class's is refused before anyone looks it up
    When someone adds the class code "<typed>" to their sign-up
    Then it is refused with "<code>"

    Examples:
      | typed        | code                |
      |              | classroom.required  |
      | 7HQ          | classroom.invalid   |
      | 7HQ2KD!      | classroom.invalid   |
      | ABCDEFGHIJKL | classroom.invalid   |

  Scenario: A class is not added twice
    Given the sign-up has the class codes "7HQ2KD"
    When someone adds the class code "7hq-2kd" to their sign-up
    Then it is refused with "classroom.already-added"

  Scenario: At most five classes are joined in a sign-up
    Given the sign-up has the class codes "AAAAAA, BBBBBB, CCCCCC, DDDDDD, EEEEEE"
    When someone adds the class code "FFFFFF" to their sign-up
    Then it is refused with "classroom.too-many"
    And the refusal says max is "5"

  Scenario: An account that opens at once joins its classes with it
    When an account that opens at once is created with classes
    Then its classes are joined at "sign-up"

  Scenario: A child's classes wait for the guardian's consent, like the account
    When an account that waits for a guardian is created with classes
    Then its classes are joined at "consent"
