Feature: An answer given in part is not an answered question
  Before submitting, a student is warned of every question left unanswered and of every one answered only in part:
  a gap, a label, an item, a pair or a row left out, or a long text outside its word limits. What counts as no answer
  is the very rule scoring uses (an unanswered question earns 0 as "unanswered"), so the warning never says "you have
  answered every question" of a test with a part left out. Decisions: docs/decisions/0423-never-lose-an-answer.md

  Scenario Outline: A long text must keep to its word limits
    Given a long text question worth 2 points:
      """
      { "min_words": 5, "max_words": 12 }
      """
    When the student answers <answer>
    Then before submitting the answer counts as <completeness>

    Examples:
      | answer                                                                      | completeness |
      | {"text": "La célula se divide en dos."}                                     | complete     |
      | {"text": "La célula se divide"}                                             | incomplete   |
      | {"text": "una dos tres cuatro cinco seis siete ocho nueve diez once doce trece"} | incomplete |
      | {"text": "   "}                                                             | unanswered   |

  Scenario Outline: Every gap of a cloze counts
    Given a cloze question worth 3 points:
      """
      { "text": "El agua hierve a [[100|cien]] grados y se congela a [[0|cero]] grados al nivel del [[mar]].", "case_sensitive": false }
      """
    When the student answers <answer>
    Then before submitting the answer counts as <completeness>
    And it earns <points> points as "<outcome>"

    Examples:
      | answer                                          | completeness | points | outcome    |
      | {"blanks": {"0": "100", "1": "0", "2": "mar"}}  | complete     | 3      | correct    |
      | {"blanks": {"0": "100", "1": "10", "2": "río"}} | complete     | 1      | partial    |
      | {"blanks": {"0": "100", "2": "mar"}}            | incomplete   | 2      | partial    |
      | {"blanks": {"0": " ", "1": ""}}                 | unanswered   | 0      | unanswered |

  Scenario Outline: Every item of a classification and every left item of a matching counts
    Given a matching question worth 3 points:
      """
      { "left": [{ "id": "es", "text": "España" }, { "id": "pt", "text": "Portugal" }, { "id": "fr", "text": "Francia" }],
        "right": [{ "id": "mad", "text": "Madrid" }, { "id": "lis", "text": "Lisboa" }, { "id": "par", "text": "París" }],
        "pairs": { "es": "mad", "pt": "lis", "fr": "par" } }
      """
    When the student answers <answer>
    Then before submitting the answer counts as <completeness>

    Examples:
      | answer                                                | completeness |
      | {"pairs": {"es": "mad", "pt": "lis", "fr": "par"}}    | complete     |
      | {"pairs": {"es": "mad", "pt": "par"}}                 | incomplete   |
      | {"pairs": {}}                                         | unanswered   |
