Feature: SCORM packages and their records
  A teacher uploads a SCORM 1.2 or 2004 package; Tiza keeps only safe packages and reads what the package reports
  about a learner without taking it on trust (docs/decisions/0590-scorm-packages.md, 0591-scorm-records.md).

  Scenario Outline: names inside a package
    When a package entry is named "<name>"
    Then the entry is <verdict>

    Examples:
      | name                  | verdict |
      | index.html            | safe    |
      | shared/js/api.js      | safe    |
      | media/                | safe    |
      | ../evil.html          | unsafe  |
      | a/../../evil.html     | unsafe  |
      | /etc/passwd           | unsafe  |
      | C:/windows/win.ini    | unsafe  |
      | a\\b.html             | unsafe  |
      | ./index.html          | unsafe  |
      | a//b.html             | unsafe  |

  Scenario: a package without a manifest is refused
    Given a package with the files "index.html, story.js"
    Then the package is refused with "PACKAGE_MANIFEST_MISSING"

  Scenario: a link inside the package is refused
    Given a package with the files "imsmanifest.xml, index.html" and a link "shortcut"
    Then the package is refused with "PACKAGE_UNSAFE_PATH"

  Scenario: a package whose launch file is missing is refused
    Given a package with the files "imsmanifest.xml, story.js"
    And its manifest launches "index.html"
    Then the package is refused with "PACKAGE_LAUNCH_MISSING"

  Scenario: a SCORM 2004 package launches its first item
    Given a package with the files "imsmanifest.xml, shared/launch.html"
    And its manifest declares schemaversion "2004 4th Edition" and launches "shared/launch.html?lang=es"
    Then the package is SCORM "2004" launching "shared/launch.html?lang=es"

  Scenario Outline: what a SCORM 1.2 record means
    When a SCORM 1.2 learner leaves lesson_status "<status>" with raw score "<raw>" out of "<max>"
    Then the completion is "<completion>", the success "<success>" and the score "<score>"
    And the lesson progress is <progress>

    Examples:
      | status        | raw | max | completion    | success | score | progress |
      | passed        | 80  | 100 | completed     | passed  | 0.8   | 100      |
      | failed        | 30  | 50  | completed     | failed  | 0.6   | 100      |
      | incomplete    |     |     | incomplete    | unknown | none  | 50       |
      | not attempted |     |     | not-attempted | unknown | none  | 0        |
      | hacked        | 999 | 100 | unknown       | unknown | 1     | 0        |

  Scenario: a SCORM 2004 scaled score outside its range is not believed
    When a SCORM 2004 learner leaves completion "completed", success "passed" and scaled score "7"
    Then the completion is "completed", the success "passed" and the score "none"

  Scenario Outline: session times
    When a package reports the session time "<time>"
    Then it counts <seconds> seconds

    Examples:
      | time          | seconds |
      | 0000:01:05.50 | 65      |
      | PT1H2M3.5S    | 3723    |
      | PT90S         | 90      |
      | P2D           | 43200   |
      | soon          | 0       |
      | -PT5S         | 0       |

  Scenario: a learner who had started resumes where they left
    Given a SCORM 1.2 learner left lesson_location "page-3" with lesson_status "incomplete" and session time "00:10:00"
    When they open the package again after 600 seconds in all
    Then the runtime starts with entry "resume", lesson_location "page-3", total time "0000:10:00" and no session time
