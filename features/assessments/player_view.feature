Feature: What a student's player receives
  The player never gets the answer key. Orders that would give the answer away are shuffled with
  the attempt as the seed, so reloading the page shows the same order; word banks are sorted.

  Scenario: A drag-words bank holds the gap words and the distractors, sorted
    Given a drag words question worth 2 points:
      """
      { "text": "El [[sol]] sale por el [[este]].", "distractors": ["oeste", "Norte"] }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player gets {"segments": [{"kind": "text", "text": "El "}, {"kind": "gap", "index": 0}, {"kind": "text", "text": " sale por el "}, {"kind": "gap", "index": 1}, {"kind": "text", "text": "."}], "bank": ["Norte", "este", "oeste", "sol"]}

  Scenario: A drop-down gap shows its options without the star
    Given a dropdown cloze question worth 1 point:
      """
      { "text": "Es [[*líquida|sólida]]" }
      """
    When a student opens it in the attempt "attempt-1"
    Then nothing the player gets mentions "*"
    And its answer key, given as the answer, earns full marks

  Scenario: A cloze player gets the gaps without their answers
    Given a cloze question worth 1 point:
      """
      { "text": "Hierve a [[100|cien]] grados", "case_sensitive": false }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player gets {"segments": [{"kind": "text", "text": "Hierve a "}, {"kind": "gap", "index": 0}, {"kind": "text", "text": " grados"}]}
    And its answer key, given as the answer, earns full marks

  Scenario: A short text player gets only how long the answer may be
    Given a short text question worth 1 point:
      """
      { "accepted": ["Pacífico"], "max_length": 40 }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player gets {"max_length": 40}
