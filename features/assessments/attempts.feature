Feature: Taking a test on the server's clock
  The server decides when an attempt ends: its start plus the test's minutes. Answers that reach
  the server up to 15 seconds after the end still count (they were given in time and were on
  their way); after that the server closes the attempt itself.

  Scenario Outline: Saves around the end of a 30-minute test
    Given a test of 30 minutes started at "2026-11-22T09:00:00Z"
    And the clock shows "<now>"
    Then the attempt ends at "2026-11-22T09:30:00Z"
    And a save arriving now <taken> taken
    And the server <closes> the attempt itself

    Examples:
      | now                      | taken  | closes         |
      | 2026-11-22T09:10:00Z     | is     | does not close |
      | 2026-11-22T09:29:59Z     | is     | does not close |
      | 2026-11-22T09:30:00Z     | is     | does not close |
      | 2026-11-22T09:30:14.999Z | is     | does not close |
      | 2026-11-22T09:30:15Z     | is not | closes         |
      | 2026-11-22T11:00:00Z     | is not | closes         |

  Scenario: An unlimited test never closes by itself
    Given an unlimited test started at "2026-11-22T09:00:00Z"
    And the clock shows "2026-12-22T09:00:00Z"
    Then the attempt has no end
    And a save arriving now is taken
    And the server does not close the attempt itself

  Scenario Outline: Pressing start
    Given an assessment that allows <allowed> attempts, delivery <delivery>
    When a student with <submitted> submitted attempts and <open> attempt presses start
    Then the decision is "<decision>"

    Examples:
      | allowed | delivery | submitted | open    | decision         |
      | 1       | open     | 0         | no open | start            |
      | 1       | open     | 0         | an open | resume           |
      | 1       | open     | 1         | no open | no-attempts-left |
      | 3       | open     | 2         | no open | start            |
      | 3       | open     | 3         | no open | no-attempts-left |
      | 3       | closed   | 1         | no open | closed           |
      | 3       | closed   | 0         | an open | resume           |
      | 1       | closed   | 1         | no open | no-attempts-left |

  Scenario Outline: The job follows the attempts and the grading
    When a job "<status>" meets "<event>"
    Then the job becomes "<next>"

    Examples:
      | status    | event                   | next      |
      | pending   | submitted-complete      | evaluated |
      | pending   | submitted-needs-grading | delivered |
      | delivered | graded-partly           | delivered |
      | delivered | graded-complete         | evaluated |
      | evaluated | regraded                | evaluated |
      | delivered | regraded                | delivered |
      | evaluated | submitted-needs-grading | delivered |
      | evaluated | submitted-complete      | evaluated |
      | pending   | graded-complete         | pending   |

  Scenario Outline: Assessment settings
    When the assessment settings <settings> are saved
    Then the settings are stored as <stored>

    Examples:
      | settings                                                                                  | stored                                                                                                     |
      | {}                                                                                        | {"duration_minutes": null, "attempts_allowed": 1, "ranking_scale": 10, "one_per_page": true, "instructions_html": ""} |
      | {"duration_minutes": 45, "attempts_allowed": 3, "ranking_scale": 100, "one_per_page": false, "instructions_html": " <p>Suerte</p> "} | {"duration_minutes": 45, "attempts_allowed": 3, "ranking_scale": 100, "one_per_page": false, "instructions_html": "<p>Suerte</p>"} |
      | {"duration_minutes": 0, "ranking_scale": 7.25}                                            | {"duration_minutes": null, "attempts_allowed": 1, "ranking_scale": 7.25, "one_per_page": true, "instructions_html": ""} |

  Scenario Outline: Settings that are refused
    When the assessment settings <settings> are saved
    Then the settings are refused at "<path>" with "<code>"

    Examples:
      | settings                        | path               | code                               |
      | {"duration_minutes": 601}       | /duration_minutes  | settings.duration_minutes.invalid  |
      | {"duration_minutes": 12.5}      | /duration_minutes  | settings.duration_minutes.invalid  |
      | {"duration_minutes": -5}        | /duration_minutes  | settings.duration_minutes.invalid  |
      | {"attempts_allowed": 0}         | /attempts_allowed  | settings.attempts_allowed.invalid  |
      | {"attempts_allowed": 11}        | /attempts_allowed  | settings.attempts_allowed.invalid  |
      | {"ranking_scale": 0.5}          | /ranking_scale     | settings.ranking_scale.invalid     |
      | {"ranking_scale": 1001}         | /ranking_scale     | settings.ranking_scale.invalid     |
      | {"ranking_scale": 9.999}        | /ranking_scale     | settings.ranking_scale.invalid     |
      | {"one_per_page": "yes"}         | /one_per_page      | settings.one_per_page.invalid      |
      | {"instructions_html": 5}        | /instructions_html | settings.instructions_html.invalid |
