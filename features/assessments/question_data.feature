Feature: Checking a question before it is saved
  The server checks every question's data against its type. Each problem comes back with where it
  is (a JSON pointer) and a stable code the editor translates. What is stored is trimmed, with
  unknown properties dropped and defaults filled in.

  Scenario: A single choice question is stored trimmed and with its defaults
    When a single choice question is saved with {"options": [{"id": "a", "text": " Sí ", "extra": 1}, {"id": "b", "text": "No"}], "correct": "a", "colour": "red"}
    Then it is stored as {"options": [{"id": "a", "text": "Sí"}, {"id": "b", "text": "No"}], "correct": "a", "shuffle": false}

  Scenario Outline: Choice questions need 2 to 10 options and a right one that exists
    When a <type> question is saved with <data>
    Then it is refused at "<path>" with "<code>"

    Examples:
      | type            | data                                                                                                  | path             | code                          |
      | single choice   | {"options": [{"id": "a", "text": "Sí"}], "correct": "a"}                                              | /options         | question.options.too-few      |
      | single choice   | {"options": [{"id": "a", "text": "Sí"}, {"id": "b", "text": "No"}], "correct": "c"}                   | /correct         | question.correct.unknown      |
      | single choice   | {"options": [{"id": "a", "text": "Sí"}, {"id": "b", "text": "No"}]}                                   | /correct         | question.correct.missing      |
      | single choice   | {"options": [{"id": "a", "text": "Sí"}, {"id": "a", "text": "No"}], "correct": "a"}                   | /options/1/id    | question.options.id-duplicate |
      | single choice   | {"options": [{"id": "a b", "text": "Sí"}, {"id": "b", "text": "No"}], "correct": "b"}                 | /options/0/id    | question.options.id-invalid   |
      | single choice   | {"options": [{"id": "a", "text": "  "}, {"id": "b", "text": "No"}], "correct": "b"}                   | /options/0/text  | question.options.text-blank   |
      | single choice   | {"options": "a,b", "correct": "a"}                                                                    | /options         | question.options.invalid      |
      | multiple choice | {"options": [{"id": "a", "text": "2"}, {"id": "b", "text": "3"}], "correct": []}                      | /correct         | question.correct.missing      |
      | multiple choice | {"options": [{"id": "a", "text": "2"}, {"id": "b", "text": "3"}], "correct": ["a", "x"]}              | /correct/1       | question.correct.unknown      |
      | multiple choice | {"options": [{"id": "a", "text": "2"}, {"id": "b", "text": "3"}], "correct": ["a"], "shuffle": "yes"} | /shuffle         | question.shuffle.invalid      |
      | true false      | {"correct": "true"}                                                                                   | /correct         | question.correct.missing      |
      | image choice    | {"options": [{"id": "a", "file_guid": "nope", "alt": "Gato"}, {"id": "b", "file_guid": "1c5e4d9f-2a7b-4d2f-8b62-4e3a2f1b8c72", "alt": "Perro"}], "correct": ["a"]} | /options/0/file_guid | question.options.file-invalid |
      | image choice    | {"options": [{"id": "a", "file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "alt": "Gato"}, {"id": "b", "file_guid": "1c5e4d9f-2a7b-4d2f-8b62-4e3a2f1b8c72", "alt": "Perro"}], "correct": ["a", "b"], "multiple": false} | /correct | question.correct.too-many |

  Scenario: Eleven options are too many
    When a single choice question is saved with {"options": [{"id": "a", "text": "1"}, {"id": "b", "text": "2"}, {"id": "c", "text": "3"}, {"id": "d", "text": "4"}, {"id": "e", "text": "5"}, {"id": "f", "text": "6"}, {"id": "g", "text": "7"}, {"id": "h", "text": "8"}, {"id": "i", "text": "9"}, {"id": "j", "text": "10"}, {"id": "k", "text": "11"}], "correct": "a"}
    Then it is refused at "/options" with "question.options.too-many"

  Scenario Outline: Gap texts need gaps that make sense for their type
    When a <type> question is saved with {"text": "<text>"}
    Then it is refused at "/text" with "<code>"

    Examples:
      | type           | text                                   | code                                |
      | cloze          | El agua hierve a 100 grados            | question.text.no-gaps               |
      | cloze          | El agua hierve a [[ ]] grados          | question.text.gap-blank             |
      | cloze          | El agua hierve a [[100\|]] grados       | question.text.gap-blank-alternative |
      | cloze          |                                        | question.text.blank                 |
      | drag words     | El [[agua\|aceite]] hierve              | question.text.gap-alternatives      |
      | dropdown cloze | El agua es [[líquida]]                 | question.text.gap-too-few-options   |
      | dropdown cloze | El agua es [[líquida\|sólida]]          | question.text.gap-starred           |
      | dropdown cloze | El agua es [[*líquida\|*sólida]]        | question.text.gap-starred           |
      | dropdown cloze | El agua es [[*líquida\|líquida]]        | question.text.gap-duplicate-option  |
      | highlight words | El [[gato negro]] come                | question.text.gap-not-one-word      |
      | highlight words | El <b>[[gato]]</b> come               | question.text.html-not-allowed      |

  Scenario Outline: A text of up to 2000 characters
    When a cloze question is saved with a text of <length> characters
    Then <verdict>

    Examples:
      | length | verdict                                                     |
      | 2000   | it is accepted                                              |
      | 2001   | it is refused at "/text" with "question.text.too-long"      |

  Scenario Outline: Placing, matching and the matrix need a key for everything
    When a <type> question is saved with:
      """
      <data>
      """
    Then it is refused at "<path>" with "<code>"

    Examples:
      | type        | data                                                                                                                                                                               | path             | code                           |
      | label image | {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets": [{"id": "t1", "x": 120, "y": 5}], "labels": [{"id": "l", "text": "Núcleo"}], "correct": {"t1": "l"}}       | /targets/0/x     | question.targets.position-invalid |
      | label image | {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets": [{"id": "t1", "x": 20, "y": 5}], "labels": [{"id": "l", "text": "Núcleo"}], "correct": {}}                 | /correct/t1      | question.correct.missing       |
      | label image | {"image_file_guid": "no-guid", "targets": [{"id": "t1", "x": 20, "y": 5}], "labels": [{"id": "l", "text": "Núcleo"}], "correct": {"t1": "l"}}                                     | /image_file_guid | question.image_file_guid.invalid |
      | classify    | {"categories": [{"id": "m", "text": "Mamíferos"}, {"id": "a", "text": "Aves"}], "items": [{"id": "i1", "text": "Ballena"}], "correct": {"i1": "p"}}                                | /correct/i1      | question.correct.unknown       |
      | classify    | {"categories": [{"id": "m", "text": "Mamíferos"}], "items": [{"id": "i1", "text": "Ballena"}], "correct": {"i1": "m"}}                                                            | /categories      | question.categories.too-few    |
      | matching    | {"left": [{"id": "a", "text": "1"}, {"id": "b", "text": "2"}], "right": [{"id": "x", "text": "uno"}, {"id": "y", "text": "dos"}], "pairs": {"a": "x", "b": "x"}}                 | /pairs/b         | question.pairs.duplicate       |
      | matching    | {"left": [{"id": "a", "text": "1"}, {"id": "b", "text": "2"}, {"id": "c", "text": "3"}], "right": [{"id": "x", "text": "uno"}, {"id": "y", "text": "dos"}], "pairs": {"a": "x", "b": "y"}} | /right | question.right.fewer-than-left |
      | matching    | {"left": [{"id": "a", "text": "1"}, {"id": "b", "text": "2"}], "right": [{"id": "x", "text": "uno"}, {"id": "y", "text": "dos"}], "pairs": {"a": "x", "b": "y", "z": "y"}}       | /pairs/z         | question.pairs.unknown         |
      | matrix      | {"rows": [{"id": "r1", "text": "Sol"}], "columns": [{"id": "t", "text": "V"}], "correct": {"r1": "t"}}                                                                            | /columns         | question.columns.too-few       |
      | matrix      | {"rows": [{"id": "r1", "text": "Sol"}, {"id": "r2", "text": "Luna"}], "columns": [{"id": "t", "text": "V"}, {"id": "f", "text": "F"}], "correct": {"r1": "t"}}                    | /correct/r2      | question.correct.missing       |
      | ordering    | {"items": [{"id": "a", "text": "Uno"}]}                                                                                                                                            | /items           | question.items.too-few         |
      | click to find | {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets": [{"id": "t1", "x": 90, "y": 10, "w": 20, "h": 10}], "max_clicks": 3}                                    | /targets/0       | question.targets.area-invalid  |
      | click to find | {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets": [{"id": "t1", "x": 10, "y": 10, "w": 5, "h": 5}, {"id": "t2", "x": 50, "y": 50, "w": 5, "h": 5}], "max_clicks": 1} | /max_clicks | question.max_clicks.too-few |
      | click to find | {"image_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61", "targets": [{"id": "t1", "x": 10, "y": 10, "w": 5, "h": 5}], "max_clicks": 51}                                     | /max_clicks      | question.max_clicks.out-of-range |

  Scenario Outline: Typed, number and formula questions
    When a <type> question is saved with <data>
    Then it is refused at "<path>" with "<code>"

    Examples:
      | type       | data                                                                   | path          | code                              |
      | short text | {"accepted": []}                                                       | /accepted     | question.accepted.too-few         |
      | short text | {"accepted": ["Pacífico", " "]}                                        | /accepted/1   | question.accepted.blank           |
      | short text | {"accepted": ["Pacífico"], "max_length": 5}                            | /accepted/0   | question.accepted.longer-than-max |
      | numeric    | {"value": 3.5, "tolerance": -1}                                        | /tolerance    | question.tolerance.invalid        |
      | numeric    | {"value": "3,5", "tolerance": 0}                                       | /value        | question.value.invalid            |
      | numeric    | {"tolerance": 0}                                                       | /value        | question.value.missing            |
      | formula    | {"expression": "2(x+1", "variables": ["x"]}                            | /expression   | question.expression.syntax        |
      | formula    | {"expression": "2x+y", "variables": ["x"]}                             | /expression   | question.expression.unknown-name  |
      | formula    | {"expression": "x", "variables": ["x", "y", "z", "a", "b", "c"]}       | /variables    | question.variables.too-many       |
      | formula    | {"expression": "x", "variables": ["x", "x"]}                           | /variables/1  | question.variables.duplicate      |
      | formula    | {"expression": "x", "variables": ["x", "sin"]}                         | /variables/1  | question.variables.reserved       |
      | formula    | {"expression": "x", "variables": ["x+"]}                               | /variables/0  | question.variables.invalid        |
      | long text  | {"min_words": 50, "max_words": 10}                                     | /max_words    | question.max_words.less-than-min  |
      | long text  | {"min_words": 0}                                                       | /min_words    | question.min_words.out-of-range   |
      | file upload | {"accepted_kinds": [], "max_files": 1}                                | /accepted_kinds | question.accepted_kinds.too-few |
      | file upload | {"accepted_kinds": ["exe"], "max_files": 1}                           | /accepted_kinds | question.accepted_kinds.invalid |
      | file upload | {"accepted_kinds": ["pdf"], "max_files": 6}                           | /max_files    | question.max_files.out-of-range   |
      | pencil     | {"background_file_guid": "x"}                                          | /background_file_guid | question.background_file_guid.invalid |
      | audio answer | {"max_seconds": 5}                                                   | /max_seconds  | question.max_seconds.out-of-range |
      | audio answer | {"max_seconds": 60.5}                                                | /max_seconds  | question.max_seconds.invalid      |

  Scenario Outline: Valid documents of other types are stored normalised
    When a <type> question is saved with <data>
    Then it is stored as <stored>

    Examples:
      | type         | data                                                                   | stored                                                                         |
      | numeric      | {"value": 3.5, "unit": " m "}                                          | {"value": 3.5, "tolerance": 0, "unit": "m"}                                    |
      | numeric      | {"value": -2, "tolerance": 0.5, "unit": ""}                            | {"value": -2, "tolerance": 0.5, "unit": null}                                  |
      | short text   | {"accepted": [" Pacífico ", "Pacífico", "Océano Pacífico"]}            | {"accepted": ["Pacífico", "Océano Pacífico"], "case_sensitive": false, "max_length": 200} |
      | formula      | {"expression": " 2(x+1) ", "variables": [" x "]}                       | {"expression": "2(x+1)", "variables": ["x"]}                                   |
      | file upload  | {"accepted_kinds": ["pdf", "image", "pdf"], "max_files": 3}            | {"accepted_kinds": ["image", "pdf"], "max_files": 3}                           |
      | audio answer | {}                                                                     | {"max_seconds": 120}                                                           |
      | pencil       | {"background_file_guid": "0B4D3C8E-1F6A-4C1E-9A51-3D2F1E0A7B61"}       | {"background_file_guid": "0b4d3c8e-1f6a-4c1e-9a51-3d2f1e0a7b61"}               |
      | long text    | {"min_words": null, "max_words": 300}                                  | {"min_words": null, "max_words": 300}                                          |
      | dropdown cloze | {"text": " El agua es [[*líquida\|sólida]] "}                        | {"text": "El agua es [[*líquida\|sólida]]"}                                     |

  Scenario: Not a document at all
    When a matrix question is saved with:
      """
      ["r1", "r2"]
      """
    Then the issues are:
      | path | code                  |
      |      | question.data.invalid |

  Scenario: Every issue is listed at once
    When a single choice question is saved with {"options": [{"id": "a", "text": ""}, {"id": "b", "text": ""}], "correct": "z"}
    Then the issues are:
      | path            | code                        |
      | /options/0/text | question.options.text-blank |
      | /options/1/text | question.options.text-blank |
      | /correct        | question.correct.unknown    |

  Scenario: The editor starts every type from a document of its shape
    Then every type starts the editor with a document of its own shape
