Feature: Small rules of the platform
  Saved data expires after a day (86400 seconds) unless told otherwise; screens under 1024 pixels
  wide get the tablet and phone layout; unreadable saved data is ignored instead of breaking the
  app. (An address that is not built yet opens a page naming the area: tests/unit/ui/app/routes.test.tsx.)

  Scenario Outline: Saved data lasts a day, the end excluded
    Given something was saved on this device at "2026-11-21T09:00:00Z"
    When it is read <seconds> seconds later
    Then it is <state>

    Examples:
      | seconds | state         |
      | 0       | still there   |
      | 86399   | still there   |
      | 86400   | expired       |
      | 90000   | expired       |

  Scenario: Saved data can be given a shorter life
    Given something was saved on this device at "2026-11-21T09:00:00Z" for 60 seconds
    When it is read 60 seconds later
    Then it is expired

  Scenario: The default life of saved data is 86400 seconds
    Then saved data lasts 86400 seconds by default

  Scenario Outline: The layout follows the screen width
    When the screen is <width> pixels wide
    Then the <layout> layout is used

    Examples:
      | width | layout          |
      | 375   | tablet or phone |
      | 768   | tablet or phone |
      | 1023  | tablet or phone |
      | 1024  | desktop         |
      | 1440  | desktop         |

  Scenario Outline: Saved text that is not valid JSON is ignored
    When the saved text '<text>' is read
    Then <outcome>

    Examples:
      | text              | outcome                         |
      | {"lang":"pt"}     | it reads as {"lang":"pt"}       |
      | [1,2]             | it reads as [1,2]               |
      | 42                | it reads as 42                  |
      | null              | it reads as null                |
      | {"lang":          | nothing is read                 |
      | undefined         | nothing is read                 |
      |                   | nothing is read                 |

  Scenario: Nothing saved reads as nothing
    When nothing saved is read
    Then nothing is read
