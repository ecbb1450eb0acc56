Feature: xAPI items: their packages and the progress their statements tell
  A teacher uploads an xAPI package as a lesson item: it is checked like a SCORM package and opened at the launch file
  tincan.xml names (else index.html); a learner's progress is read from their statements about its activity
  (docs/decisions/0566-xapi-items.md, 0567-xapi-progress.md).

  Scenario Outline: the launch file of a package
    Given a package with the files "<files>" and tincan.xml launching "<launch>"
    Then the xAPI package opens "<opens>"

    Examples:
      | files                        | launch            | opens                 |
      | index.html, app.js           |                   | index.html            |
      | tincan.xml, story.html       | story.html        | story.html            |
      | tincan.xml, story.html       | story.html?lang=es | story.html?lang=es   |

  Scenario Outline: a package is refused when it cannot be opened
    Given a package with the files "<files>" and tincan.xml launching "<launch>"
    Then the xAPI package is refused with "PACKAGE_LAUNCH_MISSING"

    Examples:
      | files                  | launch                   |
      | app.js, page.html      |                          |
      | tincan.xml, story.html | missing.html             |
      | tincan.xml, story.html | http://evil.example/x    |

  Scenario: an unreadable tincan.xml is refused
    Given a package whose tincan.xml cannot be read
    Then the xAPI package is refused with "PACKAGE_MANIFEST_INVALID"

  Scenario: no statements, not attempted
    Then a learner without statements has not attempted the item

  Scenario: a learner's progress from their statements
    Given the learner's statements:
      | verb                                           | completion | success | scaled |
      | http://adlnet.gov/expapi/verbs/attempted       |            |         |        |
      | http://adlnet.gov/expapi/verbs/answered        |            | false   | 0.4    |
      | http://adlnet.gov/expapi/verbs/passed          | true       | true    | 0.85   |
    Then their progress is "completed", "passed", score 85 over 3 statements

  Scenario: answering without finishing is in progress, with the last score given
    Given the learner's statements:
      | verb                                           | completion | success | scaled |
      | http://adlnet.gov/expapi/verbs/experienced     |            |         |        |
      | http://adlnet.gov/expapi/verbs/answered        |            | false   | -0.5   |
    Then their progress is "in-progress", "failed", score 0 over 2 statements
