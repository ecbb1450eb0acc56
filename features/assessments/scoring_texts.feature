Feature: Scoring typed and gap answers
  Typed text is compared trimmed, with inner spaces collapsed and, unless the teacher asks for it,
  without regard to capitals. Accents always count ("arbol" is not "árbol"). Gap questions give
  an equal share for every gap.

  Scenario Outline: Short text accepts any of the teacher's answers
    Given a short text question worth 2 points:
      """
      { "accepted": ["Océano Pacífico", "Pacífico"], "case_sensitive": false, "max_length": 100 }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                             | points | outcome    |
      | {"text": "Océano Pacífico"}        | 2      | correct    |
      | {"text": "océano pacífico"}        | 2      | correct    |
      | {"text": "  Océano    Pacífico  "} | 2      | correct    |
      | {"text": "PACÍFICO"}               | 2      | correct    |
      | {"text": "Pacifico"}               | 0      | incorrect  |
      | {"text": "Atlántico"}              | 0      | incorrect  |
      | {"text": "   "}                    | 0      | unanswered |

  Scenario Outline: Short text can count capitals
    Given a short text question worth 1 point:
      """
      { "accepted": ["NaCl"], "case_sensitive": true, "max_length": 20 }
      """
    When the student answers {"text": "<typed>"}
    Then it earns <points> points as "<outcome>"

    Examples:
      | typed  | points | outcome   |
      | NaCl   | 1      | correct   |
      | nacl   | 0      | incorrect |
      | NaCl\\t | 1      | correct   |

  Scenario Outline: Cloze gives a share per gap, any alternative counts
    Given a cloze question worth 3 points:
      """
      { "text": "El agua hierve a [[100|cien]] grados y se congela a [[0|cero]] grados al nivel del [[mar]].", "case_sensitive": false }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                    | points | outcome    |
      | {"blanks": {"0": "100", "1": "0", "2": "mar"}}            | 3      | correct    |
      | {"blanks": {"0": "cien", "1": " CERO ", "2": "Mar"}}      | 3      | correct    |
      | {"blanks": {"0": "100", "1": "10", "2": "mar"}}           | 2      | partial    |
      | {"blanks": {"0": "100"}}                                  | 1      | partial    |
      | {"blanks": {"0": "90", "1": "1", "2": "río"}}             | 0      | incorrect  |
      | {"blanks": {"0": " ", "1": ""}}                           | 0      | unanswered |
      | {"blanks": {}}                                            | 0      | unanswered |

  Scenario Outline: The review shows the accepted answer the student gave, else the first one
    Given a cloze question worth 3 points:
      """
      { "text": "El agua hierve a [[100|cien]] grados y se congela a [[0|cero]] grados al nivel del [[mar]].", "case_sensitive": false }
      """
    When the review puts the key beside the answer <answer>
    Then the key shown is <key>

    Examples:
      | answer                                           | key                                              |
      | {"blanks": {"0": "Cien", "1": "5", "2": "mar"}}  | {"blanks": {"0": "cien", "1": "0", "2": "mar"}}  |
      | {"blanks": {}}                                   | {"blanks": {"0": "100", "1": "0", "2": "mar"}}   |

  Scenario: The review of a short text shows the accepted answer the student gave
    Given a short text question worth 1 point:
      """
      { "accepted": ["Océano Pacífico", "Pacífico"], "case_sensitive": false, "max_length": 100 }
      """
    When the review puts the key beside the answer {"text": "pacífico"}
    Then the key shown is {"text": "Pacífico"}

  Scenario Outline: A share of a third is rounded
    Given a cloze question worth 2 points:
      """
      { "text": "[[a]] [[b]] [[c]]", "case_sensitive": true }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                   | points | outcome |
      | {"blanks": {"0": "a"}}                   | 0.67   | partial |
      | {"blanks": {"0": "a", "1": "b"}}         | 1.33   | partial |
      | {"blanks": {"0": "A", "1": "b"}}         | 0.67   | partial |

  Scenario Outline: Dragging words into gaps
    Given a drag words question worth 2 points:
      """
      { "text": "El [[sol]] sale por el [[este]] y se pone por el [[oeste]].", "distractors": ["norte", "sur"] }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                                | points | outcome    |
      | {"gaps": {"0": "sol", "1": "este", "2": "oeste"}}     | 2      | correct    |
      | {"gaps": {"0": "sol", "1": "oeste", "2": "este"}}     | 0.67   | partial    |
      | {"gaps": {"0": "sol", "1": "norte"}}                  | 0.67   | partial    |
      | {"gaps": {"0": "sur", "1": "norte", "2": "sol"}}      | 0      | incorrect  |
      | {"gaps": {}}                                          | 0      | unanswered |

  Scenario Outline: Choosing in drop-down gaps
    Given a dropdown cloze question worth 4 points:
      """
      { "text": "El agua es [[*líquida|sólida|gaseosa]] a 20 °C y [[sólida|*gaseosa]] a 120 °C." }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                                       | points | outcome    |
      | {"gaps": {"0": "líquida", "1": "gaseosa"}}   | 4      | correct    |
      | {"gaps": {"0": "líquida", "1": "sólida"}}    | 2      | partial    |
      | {"gaps": {"0": "*líquida"}}                  | 0      | incorrect  |
      | {"gaps": {"0": "sólida", "1": "sólida"}}     | 0      | incorrect  |
      | {"gaps": {}}                                 | 0      | unanswered |

  Scenario Outline: Highlighting words takes a right word away for every wrong one
    Given a highlight words question worth 2 points:
      """
      { "text": "El [[gato]] negro come [[pescado]] y bebe [[leche]]." }
      """
    When the student answers <answer>
    Then it earns <points> points as "<outcome>"

    Examples:
      | answer                        | points | outcome    |
      | {"selected": [1, 4, 7]}       | 2      | correct    |
      | {"selected": [1, 4]}          | 1.33   | partial    |
      | {"selected": [1, 4, 7, 2]}    | 1.33   | partial    |
      | {"selected": [1, 2]}          | 0      | incorrect  |
      | {"selected": [0, 2, 3]}       | 0      | incorrect  |
      | {"selected": []}              | 0      | unanswered |

  Scenario: The highlight words the player shows read back as the text
    Given a highlight words question worth 1 point:
      """
      { "text": "  El [[gato]] negro, ¿come [[pescado]]?  " }
      """
    When a student opens it in the attempt "attempt-1"
    Then the player shows the words "El|gato|negro|come|pescado"
    And the words and separators read back "El gato negro, ¿come pescado?"
    And nothing the player gets mentions "[["
    And its answer key, given as the answer, earns full marks
