Feature: Projecting a lesson in class
  The projector shows one item of the lesson at a time; the teacher's remote (or the projector's keyboard) moves
  through them and can black the screen out. Teacher-only items never reach the class's screen. A phone pairs with
  the projector by a short code that lives for minutes and only for the teacher who opened the projection.
  Decisions: docs/decisions/0520-projection-sessions.md, docs/decisions/0521-projection-pairing.md,
  docs/decisions/0526-remote-notes-question-route-and-lengths.md

  Scenario: Moving through the items stops at both ends
    Given a projection of 3 items showing item 1
    When the remote sends "previous"
    Then the projector shows item 1
    When the remote sends "next"
    And the remote sends "next"
    And the remote sends "next"
    Then the projector shows item 3

  Scenario: Jumping to an item out of range lands on the nearest one
    Given a projection of 4 items showing item 2
    When the remote jumps to item 9
    Then the projector shows item 4

  Scenario: A black screen keeps the place and moving lifts it
    Given a projection of 3 items showing item 2
    When the remote sends "blank"
    Then the screen is black on item 2
    When the remote sends "next"
    Then the projector shows item 3
    And the screen is not black

  Scenario: Teacher-only items are not projected
    Given a lesson with the items "Vídeo:all, Solucionario:teachers, Ficha:all"
    Then the projector may show "Vídeo, Ficha"

  Scenario: A pairing code is short and has no look-alike characters
    When a pairing code is made
    Then it has 6 characters
    And none of them is "0", "O", "1", "I" or "L"
    And "ab-c 234" typed on a phone reads "ABC234"

  Scenario Outline: Who may pair with a projection
    Given a projection opened by "<owner>" at 09:00 whose code lives 10 minutes
    When "<caller>" pairs at <time>
    Then the pairing is <outcome>

    Examples:
      | owner | caller | time  | outcome              |
      | ana   | ana    | 09:05 | accepted             |
      | ana   | ana    | 09:10 | refused as expired   |
      | ana   | bruno  | 09:05 | refused as not-yours |

  # ADR 0526: the teacher's notes ride on the remote only; the projector's state and socket never carry them.
  Scenario: The remote shows the teacher's notes of the item on screen, and they follow it
    Given a projection of 3 items showing item 1
    And the teacher's notes "Ask who has seen a volcano" on item 1 and "Pause at 2:10" on item 3
    Then the remote shows the notes "Ask who has seen a volcano"
    When the remote sends "next"
    Then the remote shows no notes
    When the remote sends "next"
    Then the remote shows the notes "Pause at 2:10"

  Scenario: Blank notes are no notes, and notes keep their lines
    When the teacher writes the notes "   "
    Then the item keeps no notes
    When the teacher writes the notes "  First the map.\r\nThen the video.  "
    Then the item keeps the notes "First the map.\nThen the video."
