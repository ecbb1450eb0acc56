Feature: Progress of items and lessons
  Progress is a whole percentage. Watching 90 % of a video or audio counts as all of it; books and
  PDFs count the pages seen; a document, a link or an image is done once opened. Saved progress
  never goes down. A lesson's progress is the mean over the items the student sees, an item never
  opened counting as 0, floored so 100 means every item is done.
  Decisions: docs/decisions/0114-progress.md

  Scenario Outline: Video and audio
    When a student has watched <watched> seconds of a <duration>-second video
    Then the progress is <progress>

    Examples:
      | watched | duration | progress |
      | 0       | 100      | 0        |
      | 29      | 100      | 29       |
      | 45.5    | 100      | 45       |
      | 89      | 100      | 89       |
      | 89.9    | 100      | 89       |
      | 90      | 100      | 100      |
      | 54      | 60       | 100      |
      | 53      | 60       | 88       |
      | 150     | 100      | 100      |
      | -4      | 100      | 0        |
      | 10      | 0        | 0        |

  Scenario Outline: Books and PDFs
    When a student has seen <seen> pages of a <pages>-page PDF
    Then the progress is <progress>

    Examples:
      | seen | pages | progress |
      | 0    | 10    | 0        |
      | 1    | 3     | 33       |
      | 2    | 3     | 66       |
      | 9    | 10    | 90       |
      | 199  | 200   | 99       |
      | 10   | 10    | 100      |
      | 12   | 10    | 100      |
      | 3    | 0     | 0        |

  Scenario Outline: Items done once opened
    Then opening an item of type <code> <verdict> it

    Examples:
      | code     | verdict           |
      | CTTY_01  | completes         |
      | CTTY_06  | completes         |
      | CTTY_07  | completes         |
      | CTTY_05  | does not complete |
      | CTTY_03  | does not complete |
      | CTTY_14  | does not complete |

  Scenario Outline: Saved progress never goes down and stays between 0 and 100
    When the saved progress is <saved> and <reported> is reported
    Then the progress is <progress>

    Examples:
      | saved | reported | progress |
      | none  | 40       | 40       |
      | 60    | 40       | 60       |
      | 60    | 80       | 80       |
      | 100   | 0        | 100      |
      | none  | 150      | 100      |
      | none  | -5       | 0        |
      | none  | 33.6     | 34       |
      | 20    | 20.4     | 20       |

  Scenario Outline: A lesson's progress is the mean over the items the student sees
    When the items the student sees have the progress "<items>"
    Then the progress is <progress>

    Examples:
      | items            | progress |
      | 100, 50, none    | 50       |
      | 100, 100, 99     | 99       |
      | 33, 33, 34       | 33       |
      | none, none       | 0        |
      | 100              | 100      |
      | 100, 100         | 100      |

  Scenario: A lesson with no items the student sees has no progress
    When the lesson has no items the student sees
    Then the progress is 0
