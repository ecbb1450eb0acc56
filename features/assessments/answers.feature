Feature: What a student's answer may be, and the warning before submitting
  An answer is checked for its type before it is saved, and its size is bounded. Before the final,
  irreversible submission the student is warned about every question left without an answer.

  Scenario Outline: Answers that are given or not
    When an answer to a <type> question arrives as <answer>
    Then the answer is <answered>

    Examples:
      | type            | answer                                            | answered     |
      | single choice   | {"choice": "a"}                                   | answered     |
      | single choice   | {"choice": null}                                  | not answered |
      | multiple choice | {"choices": []}                                   | not answered |
      | true false      | {"value": false}                                  | answered     |
      | cloze           | {"blanks": {"0": "  "}}                           | not answered |
      | cloze           | {"blanks": {"1": "cien"}}                         | answered     |
      | short text      | {"text": "   "}                                   | not answered |
      | long text       | {"text": "Hola"}                                  | answered     |
      | pencil          | {"strokes": [{"points": [], "color": "#000000", "width": 2}]} | not answered |
      | ordering        | {"order": ["b", "a"]}                             | answered     |
      | highlight words | {"selected": [3, 1, 3]}                           | answered     |
      | audio answer    | {"file_guid": null}                               | not answered |
      | matrix          | {"cells": {}}                                     | not answered |

  Scenario Outline: Answers that are refused
    When an answer to a <type> question arrives as <answer>
    Then it is refused at "<path>" with "<code>"

    Examples:
      | type            | answer                                                               | path            | code                          |
      | single choice   | {"choice": 3}                                                        | /choice         | answer.choice.invalid         |
      | multiple choice | {"choices": "a"}                                                     | /choices        | answer.choices.invalid        |
      | numeric         | {"text": 3.5}                                                        | /text           | answer.text.invalid           |
      | cloze           | {"blanks": {"first": "agua"}}                                        | /blanks/first   | answer.blanks.key-invalid     |
      | click to find   | {"points": [{"x": 101, "y": 5}]}                                     | /points/0       | answer.points.invalid         |
      | pencil          | {"strokes": [{"points": [1, 2, 3], "color": "#000000", "width": 2}]} | /strokes/0/points | answer.strokes.points-invalid |
      | pencil          | {"strokes": [{"points": [1, 2], "color": "red", "width": 2}]}        | /strokes/0/color | answer.strokes.color-invalid |
      | file upload     | {"file_guids": ["../etc/passwd"]}                                    | /file_guids/0   | answer.file_guids.invalid     |
      | highlight words | {"selected": [-1]}                                                   | /selected       | answer.selected.invalid       |

  Scenario Outline: Sizes are bounded
    When an answer to a <type> question arrives as <answer>
    Then it is refused at "<path>" with "<code>"

    Examples:
      | type          | answer               | path     | code                  |
      | long text     | {"text": 20001}      | /text    | answer.text.invalid   |
      | long text     | []                   |          | answer.data.invalid   |

  Scenario: The warning lists the unanswered questions in the test's order
    Given a test with the questions:
      | question | type            | answer                     |
      | q1       | single choice   | {"choice": "a"}            |
      | q2       | short text      | {"text": "  "}             |
      | q3       | ordering        |                            |
      | q4       | long text       | {"text": "La célula…"}     |
      | q5       | multiple choice | {"choices": []}            |
    Then the warning before submitting lists q2, q3 and q5

  Scenario: Nothing to warn about
    Given a test with the questions:
      | question | type       | answer             |
      | q1       | true false | {"value": true}    |
    Then the warning before submitting lists nothing
