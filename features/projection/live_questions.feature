Feature: Live questions in class
  From the phone remote the teacher launches a quick question to the class; the students of the course answer on
  their own devices; the projector shows the answers as they arrive, without names, and the teacher closes the round,
  reveals the right answer and may save it as a gradebook column. Answers are scored by the tests' own scoring.
  Decisions: docs/decisions/0527-live-questions.md, docs/decisions/0528-live-question-signal.md

  Scenario: Five question types run live, the others stay in tests
    Then the live question types are "QT_1, QT_2, QT_3, QT_7, QT_14"
    And "QT_8" is not a live question type
    And "QT_11" is not a live question type

  Scenario Outline: A round moves through its states
    Given a round that is <state>
    When the teacher asks to "<action>"
    Then the round is <after>

    Examples:
      | state    | action | after    |
      | open     | close  | closed   |
      | open     | reveal | revealed |
      | closed   | reveal | revealed |
      | revealed | reveal | revealed |
      | open     | end    | ended    |
      | revealed | end    | ended    |

  Scenario Outline: Actions a round refuses
    Given a round that is <state>
    When the teacher asks to "<action>"
    Then the round refuses with "<code>"

    Examples:
      | state    | action     | code           |
      | closed   | close      | round.not-open |
      | revealed | close      | round.not-open |
      | ended    | reveal     | round.ended    |
      | ended    | show-names | round.ended    |

  Scenario: Names go on the projector only when the teacher shows them
    Given a round that is open
    Then the names are hidden
    When the teacher asks to "show-names"
    Then the names are shown
    When the teacher asks to "hide-names"
    Then the names are hidden

  Scenario: One answer per student, and a retry changes nothing
    Given a round that is open
    When a student answers "b"
    Then the answer is taken as "new"
    When the same student sends "b" again
    Then the answer is taken as "repeat"
    When the same student sends "c" instead
    Then the answer is refused with "round.answered"

  Scenario: A closed round takes no more answers, but a retry of an answer it took is still fine
    Given a round that is closed
    When a student answers "b"
    Then the answer is refused with "round.not-open"
    Given a round that is closed, where a student answered "a"
    When the same student sends "a" again
    Then the answer is taken as "repeat"

  Scenario: An open round cannot go to the gradebook yet
    Then a round that is open cannot be saved, with "round.open"
    And a round that is closed can be saved
    And a round that is revealed can be saved
    And a round that is ended can be saved

  Scenario: The bars of a single-choice question, with the right share
    Given the single-choice question "¿Capital de Portugal?" with options "a:Madrid, b:Lisboa, c:Oporto" where "b" is right
    When the class answers "b, b, a, b"
    Then the bars are "Madrid:1, Lisboa:3, Oporto:0"
    And the bar "Lisboa" is the right one
    And 4 answered, 3 right, a right share of 0.75

  Scenario: A multiple-choice answer counts in every bar it picks
    Given the multiple-choice question "Mamíferos" with options "a:Delfín, b:Tiburón, c:Murciélago" where "a, c" are right
    When the class answers "a+c, a, b+c"
    Then the bars are "Delfín:2, Tiburón:1, Murciélago:2"
    And 3 answered, 1 right, a right share of 0.33

  Scenario: True or false
    Given the true-or-false question "El agua hierve a 100 °C al nivel del mar" whose answer is true
    When the class answers "true, true, false"
    Then the bars are "true:2, false:1"

  Scenario: Short texts are counted together however they were typed, most frequent first
    Given the short-text question "¿Capital de Francia?" accepting "París"
    When the class types "PARÍS| París |Paris|Lyon|París"
    Then the frequency list is "París:3, Lyon:1, Paris:1"
    And the line "París" is the right one
    And 5 answered, 3 right, a right share of 0.6

  Scenario: Numbers are counted together however they were written
    Given the numeric question "3,5 + 1" whose answer is 4.5 within 0
    When the class types "4,5|4.5|5|abc"
    Then the frequency list is "4.5:2, 5:1"
    And 4 answered, 2 right, a right share of 0.5

  Scenario: Nobody answered yet
    Given the true-or-false question "¿Es lunes?" whose answer is false
    When the class answers ""
    Then 0 answered, 0 right, a right share of 0

  Scenario Outline: The prompt the teacher types
    When the teacher types the prompt "<typed>"
    Then the prompt is "<stored>"

    Examples:
      | typed                  | stored               |
      |   ¿Qué es   un átomo?  | ¿Qué es un átomo?    |

  Scenario: A blank prompt is refused
    When the teacher types the prompt "   "
    Then the prompt is refused with "round.prompt.blank"
