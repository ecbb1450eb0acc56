Feature: A person's preferences: language and accessibility
  A signed-in person chooses the app's language among the platform's languages, and asks for reduced motion and
  larger text. The choices are kept on the server, so they follow the person to every device.
  Decisions: docs/decisions/0537-preferences-language-and-accessibility.md

  Scenario Outline: Only the platform's languages may be chosen
    Given a platform that speaks "<offered>"
    When someone chooses the language "<choice>"
    Then <verdict>

    Examples:
      | offered | choice | verdict                                         |
      | es, en  | en     | it is accepted                                  |
      | es, en  | pt     | it is refused with "language.not-offered"       |
      | pt      | pt     | it is accepted                                  |
      | pt      | es     | it is refused with "language.not-offered"       |

  Scenario: No choice falls back to the platform's default
    Given a platform that speaks "es, en"
    When someone clears their language
    Then it is accepted

  Scenario Outline: Motion is reduced when the person or their device asks
    Given a person who <asked> for reduced motion
    And a device that <device> less motion
    Then motion is <verdict>

    Examples:
      | asked         | device          | verdict     |
      | asked         | does not ask    | reduced     |
      | did not ask   | asks for        | reduced     |
      | did not ask   | does not ask    | not reduced |

  Scenario: Nothing is asked for until the person chooses
    Then a new person's preferences are reduced motion "off" and larger text "off"
