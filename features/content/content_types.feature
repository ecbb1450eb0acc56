Feature: Kinds of lesson content
  Every lesson item has a content type code. The code decides the label, how the item is shown
  and whether it gives a score: tests, SCORM packages, assignments and xAPI activities do.
  Decisions: docs/decisions/0106-content-and-media-types.md

  Scenario Outline: What a content type code means
    Given a lesson item of type "<code>"
    Then it is labelled with "<label>"
    And it opens in the <viewer> viewer
    And it <gives> a score

    Examples:
      | code             | label                     | viewer        | gives        |
      | CTTY_01          | contentTypes.document     | document      | does not give |
      | CTTY_02          | contentTypes.mintBook     | book          | does not give |
      | CTTY_03          | contentTypes.video        | video         | does not give |
      | CTTY_04          | contentTypes.audio        | audio         | does not give |
      | CTTY_05          | contentTypes.pdf          | pdf           | does not give |
      | CTTY_06          | contentTypes.link         | link          | does not give |
      | CTTY_07          | contentTypes.image        | image         | does not give |
      | CTTY_09          | contentTypes.test         | test          | gives        |
      | CTTY_10          | contentTypes.scorm        | scorm         | gives        |
      | CTTY_14          | contentTypes.assignment   | assignment    | gives        |
      | CTTY_20          | contentTypes.xapi         | interactive   | gives        |
      | CTTY_VIDEOLESSON | contentTypes.videoLesson  | video-lesson  | does not give |
      | CTTY_LTI         | contentTypes.externalTool | external-tool | does not give |
      | ctty_09          | contentTypes.test         | test          | gives        |

  Scenario Outline: Unknown codes are not content types
    Then "<code>" is not a content type

    Examples:
      | code     |
      | CTTY_08  |
      | CTTY_11  |
      | CTTY_1   |
      | VIDEO    |
      |          |
