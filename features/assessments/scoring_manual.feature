Feature: Questions a teacher grades, and the attempt's total
  Long text, file upload, pencil drawing and audio answers wait for a teacher. An attempt's score
  is its points over the maximum on the assessment's scale, rounded to 2 decimals, and there is
  no score while an answer waits for a teacher.

  Scenario Outline: A manual answer waits for the teacher
    Given a <type> question worth 5 points:
      """
      <data>
      """
    When the student answers <answer>
    Then it earns no points as "needs-grading"
    And it has no answer key to show

    Examples:
      | type         | data                                                  | answer                                                                       |
      | long text    | { "min_words": 10, "max_words": 200 }                 | {"text": "La fotosíntesis es…"}                                              |
      | file upload  | { "accepted_kinds": ["pdf"], "max_files": 2 }         | {"file_guids": ["0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61"]}                     |
      | pencil       | { "background_file_guid": null }                      | {"strokes": [{"points": [0, 0, 10, 10], "color": "#000000", "width": 3}]}    |
      | audio answer | { "max_seconds": 60 }                                 | {"file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61"}                        |

  Scenario Outline: A manual question left empty is unanswered
    Given a <type> question worth 5 points:
      """
      <data>
      """
    When the student answers <answer>
    Then it earns 0 points as "unanswered"

    Examples:
      | type         | data                                          | answer               |
      | long text    | { "min_words": null, "max_words": null }      | {"text": " \\t "}    |
      | file upload  | { "accepted_kinds": ["pdf"], "max_files": 1 } | {"file_guids": []}   |
      | pencil       | { "background_file_guid": null }              | {"strokes": []}      |
      | audio answer | { "max_seconds": 60 }                         | {"file_guid": null}  |

  Scenario: A question nobody touched is unanswered
    Given a single choice question worth 2 points:
      """
      { "options": [{ "id": "a", "text": "Sí" }, { "id": "b", "text": "No" }], "correct": "a" }
      """
    When the student gives no answer
    Then it earns 0 points as "unanswered"

  Scenario: A fully scored attempt has its score on the assessment's scale
    Given an attempt whose questions scored:
      | points | max | outcome    |
      | 2      | 2   | correct    |
      | 0.67   | 1   | partial    |
      | 0      | 3   | unanswered |
    When the attempt is totalled on a scale of 10
    Then the attempt has 2.67 points out of 6 and the score 4.45
    And the attempt is complete

  Scenario: An answer waiting for the teacher leaves no score yet
    Given an attempt whose questions scored:
      | points | max | outcome       |
      | 2      | 2   | correct       |
      | none   | 5   | needs-grading |
    When the attempt is totalled on a scale of 10
    Then the attempt has 2 points out of 7 and the score none
    And the attempt is not complete

  Scenario: Once the teacher grades it the score appears
    Given an attempt whose questions scored:
      | points | max | outcome |
      | 2      | 2   | correct |
      | 3.5    | 5   | partial |
    When the attempt is totalled on a scale of 100
    Then the attempt has 5.5 points out of 7 and the score 78.57
    And the attempt is complete
