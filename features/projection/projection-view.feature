Feature: Driving the item on screen from the remote
  Besides moving through the items, the teacher's phone zooms the item on screen, turns the pages of a book or a PDF,
  plays, pauses and skips a video or an audio, and runs a timer the class can see. Every screen works out where a
  playing video or a running timer is from the moment the command arrived, so no clock tick travels over the network.
  Decisions: docs/decisions/0524-projection-remote-extras.md

  Scenario: Zoom steps stay between as-it-opens and the largest step
    Given a projection of 3 items showing item 1
    When the remote zooms "out"
    Then the zoom is 1
    When the remote zooms "in" 9 times
    Then the zoom is 3
    When the remote zooms "reset"
    Then the zoom is 1

  Scenario: Pages turn within the item and stop at its last page when it is known
    Given a projection of 3 items showing item 1
    When the remote turns to the "previous" page
    Then the page is 1
    When the remote turns to the "next" page 4 times of an item with 3 pages
    Then the page is 3

  Scenario: Moving to another item shows it as it opens, and the timer carries on
    Given a projection of 3 items showing item 1
    When the remote zooms "in"
    And the remote turns to the "next" page
    And the remote starts the timer at 09:00:00
    And the remote sends "next"
    Then the zoom is 1
    And the page is 1
    And at 09:01:00 the timer reads 60 seconds

  Scenario: A video plays, pauses and skips from where it is, never before its start
    Given a projection of 3 items showing item 1
    When the remote plays the media at 09:00:00
    And the remote pauses the media at 09:00:30
    Then at 09:05:00 the media is paused at 30 seconds
    When the remote skips -45 seconds at 09:05:00
    Then at 09:05:00 the media is paused at 0 seconds
    When the remote plays the media at 09:06:00
    And the remote skips 10 seconds at 09:06:05
    Then at 09:06:10 the media is playing at 20 seconds

  Scenario: A countdown stops at zero and starts again from its full length
    Given a projection of 3 items showing item 1
    When the remote sets a countdown of 300 seconds
    And the remote starts the timer at 09:00:00
    Then at 09:02:00 the countdown has 180 seconds left
    And at 09:06:00 the countdown has finished
    When the remote starts the timer at 09:07:00
    Then at 09:07:30 the countdown has 270 seconds left

  Scenario: A paused stopwatch keeps its time; a reset brings it back to zero
    Given a projection of 3 items showing item 1
    When the remote starts the timer at 09:00:00
    And the remote pauses the timer at 09:00:45
    Then at 09:10:00 the timer reads 45 seconds
    When the remote starts the timer at 09:10:00
    Then at 09:10:15 the timer reads 60 seconds
    When the remote sets a countdown of 0 seconds
    Then at 09:11:00 the timer reads 0 seconds

  # ADR 0526: once the projector has opened the item it knows what the remote does not, and tells it through the server.
  Scenario: Pages stop at a PDF's last page once its projector reported it, and at the highest page before
    Given a projection of 3 items showing item 2
    When the remote turns to the "next" page 2 times
    Then the page is 3
    When the projector reports 2 pages for item 2
    Then the item has 2 pages
    And the page is 2
    When the remote turns to the "next" page
    Then the page is 2

  Scenario: A report on an item no longer on screen changes nothing, and moving on forgets what was reported
    Given a projection of 3 items showing item 1
    When the remote sends "next"
    And the projector reports 12 pages for item 1
    Then the item's page count is unknown
    When the projector reports 12 pages for item 2
    Then the item has 12 pages
    When the remote sends "next"
    Then the item's page count is unknown

  Scenario Outline: A report that does not fit changes nothing
    Given a projection of 3 items showing item 1
    When the projector reports <pages> pages and a length of <seconds> seconds for item 1
    Then the item's page count is unknown
    And the item's length is unknown

    Examples:
      | pages | seconds |
      | 0     | 60      |
      | 10000 | 60      |
      | 2.5   | 60      |
      | 3     | -1      |
      | 3     | 86401   |
      | 3     | Infinity |

  Scenario: A media of known length: its reading stops at the end, skips stop there, and play at the end starts again
    Given a projection of 3 items showing item 1
    When the projector reports a length of 245 seconds for item 1
    And the remote plays the media at 09:00:00
    Then at 09:03:00 the media is playing at 180 seconds
    And at 09:10:00 the media has ended at 245 seconds
    When the remote skips 60 seconds at 09:03:30
    Then at 09:03:30 the media has ended at 245 seconds
    When the remote pauses the media at 09:04:00
    Then at 09:05:00 the media has ended at 245 seconds
    When the remote plays the media at 09:06:00
    Then at 09:06:10 the media is playing at 10 seconds

  # ADR 0523: the projector shows each kind with the lesson viewer's renderer, or says why it cannot.
  Scenario Outline: What the projector shows of each kind of item
    Given an item of content type "<type>"
    Then the projector shows it as "<shown>"

    Examples:
      | type             | shown           |
      | CTTY_01          | content         |
      | CTTY_02          | content         |
      | CTTY_03          | content         |
      | CTTY_04          | content         |
      | CTTY_05          | content         |
      | CTTY_06          | content         |
      | CTTY_07          | content         |
      | CTTY_VIDEOLESSON | content         |
      | CTTY_14          | instructions    |
      | CTTY_09          | on-devices      |
      | CTTY_10          | package         |
      | CTTY_20          | package         |
      | CTTY_LTI         | not-projectable |

  # ADR 0525: /projection/videolesson/{g} and /projection/test/{g} open the item's lesson projection on that item.
  Scenario Outline: A one-item projection route opens on its own kind of item only
    Given an item of content type "<type>"
    Then the route "/projection/<route>/{g}" <outcome> it

    Examples:
      | type             | route       | outcome   |
      | CTTY_VIDEOLESSON | videolesson | opens on  |
      | CTTY_03          | videolesson | refuses   |
      | CTTY_09          | test        | opens on  |
      | CTTY_14          | test        | refuses   |
