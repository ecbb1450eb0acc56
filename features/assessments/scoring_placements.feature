Feature: Scoring placing, matching, ordering and finding
  Labels on an image score per target, classifying per item, matching per left item and a matrix
  per row. Ordering scores by the longest run of items already in the right relative order.
  Click-to-find counts the targets found and takes one away for every click on nothing.

  Scenario Outline: Labelling an image scores per target
    Given a label image question worth 3 points:
      """
      { "image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61",
        "targets": [{ "id": "t1", "x": 20, "y": 30 }, { "id": "t2", "x": 50, "y": 50 }, { "id": "t3", "x": 80, "y": 10 }],
        "labels": [{ "id": "n", "text": "Núcleo" }, { "id": "m", "text": "Membrana" }, { "id": "c", "text": "Citoplasma" }, { "id": "p", "text": "Pared" }],
        "correct": { "t1": "n", "t2": "c", "t3": "m" } }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                  | points | outcome    |
      | {"placements": {"t1": "n", "t2": "c", "t3": "m"}}       | 3      | correct    |
      | {"placements": {"t1": "n", "t2": "m", "t3": "c"}}       | 1      | partial    |
      | {"placements": {"t1": "n", "t3": "p"}}                  | 1      | partial    |
      | {"placements": {"t1": "p", "t2": "p", "t3": "p"}}       | 0      | incorrect  |
      | {"placements": {}}                                      | 0      | unanswered |

  Scenario Outline: Classifying scores per item
    Given a classify question worth 2 points:
      """
      { "categories": [{ "id": "m", "text": "Mamíferos" }, { "id": "a", "text": "Aves" }],
        "items": [{ "id": "i1", "text": "Ballena" }, { "id": "i2", "text": "Pingüino" }, { "id": "i3", "text": "Murciélago" }, { "id": "i4", "text": "Águila" }],
        "correct": { "i1": "m", "i2": "a", "i3": "m", "i4": "a" } }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                              | points | outcome    |
      | {"placements": {"i1": "m", "i2": "a", "i3": "m", "i4": "a"}}        | 2      | correct    |
      | {"placements": {"i1": "m", "i2": "m", "i3": "m", "i4": "a"}}        | 1.5    | partial    |
      | {"placements": {"i1": "a"}}                                         | 0      | incorrect  |

  Scenario Outline: Matching scores per left item
    Given a matching question worth 3 points:
      """
      { "left": [{ "id": "es", "text": "España" }, { "id": "pt", "text": "Portugal" }, { "id": "fr", "text": "Francia" }],
        "right": [{ "id": "mad", "text": "Madrid" }, { "id": "lis", "text": "Lisboa" }, { "id": "par", "text": "París" }, { "id": "rom", "text": "Roma" }],
        "pairs": { "es": "mad", "pt": "lis", "fr": "par" } }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                 | points | outcome    |
      | {"pairs": {"es": "mad", "pt": "lis", "fr": "par"}}     | 3      | correct    |
      | {"pairs": {"es": "mad", "pt": "par", "fr": "lis"}}     | 1      | partial    |
      | {"pairs": {"es": "rom"}}                               | 0      | incorrect  |
      | {"pairs": {}}                                          | 0      | unanswered |

  Scenario Outline: A matrix scores per row
    Given a matrix question worth 1 point:
      """
      { "rows": [{ "id": "r1", "text": "El Sol es una estrella" }, { "id": "r2", "text": "La Luna es un planeta" }, { "id": "r3", "text": "Marte es rojo" }],
        "columns": [{ "id": "t", "text": "Verdadero" }, { "id": "f", "text": "Falso" }],
        "correct": { "r1": "t", "r2": "f", "r3": "t" } }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                        | points | outcome    |
      | {"cells": {"r1": "t", "r2": "f", "r3": "t"}}  | 1      | correct    |
      | {"cells": {"r1": "t", "r2": "t", "r3": "t"}}  | 0.67   | partial    |
      | {"cells": {"r1": "t"}}                        | 0.33   | partial    |
      | {"cells": {"r1": "f", "r2": "t", "r3": "f"}}  | 0      | incorrect  |

  Scenario Outline: Ordering scores the longest run in the right relative order
    Given an ordering question worth 4 points:
      """
      { "items": [{ "id": "a", "text": "Huevo" }, { "id": "b", "text": "Larva" }, { "id": "c", "text": "Pupa" }, { "id": "d", "text": "Mariposa" }, { "id": "e", "text": "Huevo otra vez" }] }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                      | points | outcome    |
      | {"order": ["a", "b", "c", "d", "e"]}        | 4      | correct    |
      | {"order": ["b", "c", "d", "e", "a"]}        | 3      | partial    |
      | {"order": ["a", "c", "b", "d", "e"]}        | 3      | partial    |
      | {"order": ["b", "a", "d", "c", "e"]}        | 2      | partial    |
      | {"order": ["e", "d", "c", "b", "a"]}        | 0      | incorrect  |
      | {"order": []}                               | 0      | unanswered |

  Scenario Outline: Ordering two items is right or wrong
    Given an ordering question worth 1 point:
      """
      { "items": [{ "id": "a", "text": "Primero" }, { "id": "b", "text": "Segundo" }] }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                 | points | outcome   |
      | {"order": ["a", "b"]}  | 1      | correct   |
      | {"order": ["b", "a"]}  | 0      | incorrect |

  Scenario Outline: Finding things on an image
    Given a click to find question worth 2 points:
      """
      { "image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61",
        "targets": [{ "id": "t1", "x": 10, "y": 10, "w": 10, "h": 10 }, { "id": "t2", "x": 60, "y": 60, "w": 20, "h": 20 }],
        "max_clicks": 4 }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                                      | points | outcome    |
      | {"points": [{"x": 15, "y": 15}, {"x": 70, "y": 70}]}                        | 2      | correct    |
      | {"points": [{"x": 10, "y": 10}, {"x": 80, "y": 80}]}                        | 2      | correct    |
      | {"points": [{"x": 15, "y": 15}, {"x": 16, "y": 16}]}                        | 1      | partial    |
      | {"points": [{"x": 15, "y": 15}, {"x": 70, "y": 70}, {"x": 40, "y": 40}]}    | 1      | partial    |
      | {"points": [{"x": 15, "y": 15}, {"x": 40, "y": 40}]}                        | 0      | incorrect  |
      | {"points": [{"x": 50, "y": 50}]}                                            | 0      | incorrect  |
      | {"points": []}                                                              | 0      | unanswered |

  Scenario: Clicks beyond the allowed number are not counted
    Given a click to find question worth 2 points:
      """
      { "image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61",
        "targets": [{ "id": "t1", "x": 10, "y": 10, "w": 10, "h": 10 }, { "id": "t2", "x": 60, "y": 60, "w": 20, "h": 20 }],
        "max_clicks": 2 }
      """
    When the student answers {"points": [{"x": 15, "y": 15}, {"x": 16, "y": 16}, {"x": 70, "y": 70}]}
    Then it earns 1 point as "partial"

  Scenario: The player never learns where the targets are
    Given a click to find question worth 2 points:
      """
      { "image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61",
        "targets": [{ "id": "secret-target", "x": 10, "y": 10, "w": 10, "h": 10 }],
        "max_clicks": 3 }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player gets {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets_count": 1, "max_clicks": 3}
    And nothing the player gets mentions "secret-target"
    And its answer key, given as the answer, earns full marks

  Scenario: A matching player gets no pairs
    Given a matching question worth 1 point:
      """
      { "left": [{ "id": "es", "text": "España" }, { "id": "pt", "text": "Portugal" }],
        "right": [{ "id": "mad", "text": "Madrid" }, { "id": "lis", "text": "Lisboa" }],
        "pairs": { "es": "mad", "pt": "lis" } }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player gets {"left": [{ "id": "es", "text": "España" }, { "id": "pt", "text": "Portugal" }], "right": [{ "id": "lis", "text": "Lisboa" }, { "id": "mad", "text": "Madrid" }]}
    And its answer key, given as the answer, earns full marks
