Feature: Scoring choice questions
  Single choice, true/false and a single image choice are all or nothing. Multiple choice (and a
  multiple image choice) gives partial credit: (right picks − wrong picks) / right options, never
  below zero. Points are the fraction times the question's points, rounded to 2 decimals.

  Scenario Outline: Single choice is all or nothing
    Given a single choice question worth 2 points:
      """
      { "options": [{ "id": "a", "text": "Madrid" }, { "id": "b", "text": "Lisboa" }, { "id": "c", "text": "París" }], "correct": "b", "shuffle": true }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer            | points | outcome    |
      | {"choice": "b"}   | 2      | correct    |
      | {"choice": "a"}   | 0      | incorrect  |
      | {"choice": "zz"}  | 0      | incorrect  |
      | {"choice": null}  | 0      | unanswered |

  Scenario Outline: Multiple choice takes a right pick away for every wrong one
    Given a multiple choice question worth 3 points:
      """
      { "options": [{ "id": "a", "text": "2" }, { "id": "b", "text": "3" }, { "id": "c", "text": "4" }, { "id": "d", "text": "5" }, { "id": "e", "text": "7" }], "correct": ["a", "b", "d"] }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                  | points | outcome    |
      | {"choices": ["a", "b", "d"]}            | 3      | correct    |
      | {"choices": ["d", "b", "a"]}            | 3      | correct    |
      | {"choices": ["a", "b"]}                 | 2      | partial    |
      | {"choices": ["a"]}                      | 1      | partial    |
      | {"choices": ["a", "b", "c"]}            | 1      | partial    |
      | {"choices": ["a", "b", "d", "c"]}       | 2      | partial    |
      | {"choices": ["a", "c"]}                 | 0      | incorrect  |
      | {"choices": ["c", "e"]}                 | 0      | incorrect  |
      | {"choices": ["a", "b", "c", "d", "e"]}  | 1      | partial    |
      | {"choices": []}                         | 0      | unanswered |

  Scenario Outline: Partial points are rounded to 2 decimals
    Given a multiple choice question worth 1 point:
      """
      { "options": [{ "id": "a", "text": "A" }, { "id": "b", "text": "B" }, { "id": "c", "text": "C" }, { "id": "d", "text": "D" }], "correct": ["a", "b", "c"] }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                   | points | outcome |
      | {"choices": ["a"]}       | 0.33   | partial |
      | {"choices": ["a", "b"]}  | 0.67   | partial |

  Scenario Outline: True or false
    Given a true false question worth 1 point:
      """
      { "correct": false }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer           | points | outcome    |
      | {"value": false} | 1      | correct    |
      | {"value": true}  | 0      | incorrect  |
      | {"value": null}  | 0      | unanswered |

  Scenario Outline: A single image choice is like single choice
    Given an image choice question worth 2 points:
      """
      { "options": [
          { "id": "a", "file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "alt": "Un gato" },
          { "id": "b", "file_guid": "1c5e4d9f-2a7b-4d2f-8b62-4e3a2f1b8c72", "alt": "Un perro" }
        ], "correct": ["a"], "multiple": false }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                   | points | outcome    |
      | {"choices": ["a"]}       | 2      | correct    |
      | {"choices": ["b"]}       | 0      | incorrect  |
      | {"choices": ["a", "b"]}  | 0      | incorrect  |
      | {"choices": []}          | 0      | unanswered |

  Scenario Outline: A multiple image choice is like multiple choice
    Given an image choice question worth 4 points:
      """
      { "options": [
          { "id": "a", "file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "alt": "Un gato" },
          { "id": "b", "file_guid": "1c5e4d9f-2a7b-4d2f-8b62-4e3a2f1b8c72", "alt": "Un león" },
          { "id": "c", "file_guid": "2d6f5e0a-3b8c-4e3a-9c73-5f4b3a2c9d83", "alt": "Un perro" }
        ], "correct": ["a", "b"], "multiple": true }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                        | points | outcome   |
      | {"choices": ["a", "b"]}       | 4      | correct   |
      | {"choices": ["b"]}            | 2      | partial   |
      | {"choices": ["a", "c"]}       | 0      | incorrect |
      | {"choices": ["a", "b", "c"]}  | 2      | partial   |

  Scenario: The key shown after publishing earns full marks
    Given a multiple choice question worth 3 points:
      """
      { "options": [{ "id": "a", "text": "2" }, { "id": "b", "text": "4" }], "correct": ["a"] }
      """
    Then its answer key, given as the answer, earns full marks
