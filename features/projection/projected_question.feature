Feature: A test's question asked to the class
  `/projection/question/{g}` opens the projection of the test's lesson on the test and asks that question live at once.
  The round is launched from the question as the test stores it: the server reads its type, text, answer key and
  points; the teacher's phone sends none of them. Only the live types can be asked; the others stay answered on
  each student's device.
  Decision: docs/decisions/0526-remote-notes-question-route-and-lengths.md ("Decision — a projected question")

  Scenario: A single-choice question of a test is asked with its own text, key and points
    Given the test's question "El núcleo celular" of type "QT_1" worth 2 points, reading "<p>¿Qué orgánulo contiene el <strong>ADN</strong>?</p>"
    And its options are "a:Núcleo, b:Ribosoma, c:Vacuola" where "a" is right
    When it is asked live
    Then the live question is a "QT_1" worth 2 points
    And its prompt is "¿Qué orgánulo contiene el ADN?"
    And its right option is "a"

  Scenario: A question whose text is blank is asked with its title
    Given the test's question "¿Es lunes?" of type "QT_3" worth 1 points, reading "<p> </p>"
    And its answer is true
    When it is asked live
    Then its prompt is "¿Es lunes?"

  Scenario: A long text is cut to the live prompt's 500 characters
    Given the test's question "Largo" of type "QT_3" worth 1 points, reading 600 letters
    And its answer is true
    When it is asked live
    Then its prompt has 500 characters and ends with "…"

  Scenario Outline: Only the live types can be asked; the others stay answered on each device
    Given the test's question "Pregunta" of type "<type>" worth 1 points, reading "<p>Texto</p>"
    When it is asked live
    Then it is not asked live, with "<code>"

    Examples:
      | type  | code               |
      | QT_8  | live.type-not-live |
      | QT_11 | live.type-not-live |
      | QT_12 | live.type-not-live |

  Scenario: A stored key that no longer holds is not asked
    Given the test's question "Capitales" of type "QT_1" worth 1 points, reading "<p>¿Capital?</p>"
    And its options are "a:Madrid, b:Lisboa" where "z" is right
    When it is asked live
    Then it is not asked live, with "live.data-invalid"
