Feature: Where a user lands after signing in
  A link to any page of the app survives signing in or signing up and lands there. Only paths of this app are
  followed: a destination on another site, or one a browser would read as another site, lands on /home instead.

  Scenario Outline: Destinations
    When a user asked for "<asked>" before signing in
    Then they land on "<lands>"

    Examples:
      | asked                                   | lands                                   |
      | /course/abc/lesson/def?tab=2#item       | /course/abc/lesson/def?tab=2#item       |
      | /library                                | /library                                |
      |                                         | /home                                   |
      | https://evil.example/home               | /home                                   |
      | //evil.example/home                     | /home                                   |
      | /\evil.example                          | /home                                   |
      | /%2F%2Fevil.example                     | /home                                   |
      | javascript:alert(1)                     | /home                                   |
      | course/abc                              | /home                                   |
      | /auth/login?returnTo=/home              | /home                                   |
      | /logout                                 | /home                                   |

  Scenario Outline: A one-time login link may point at a page of the app only
    When an administrator makes a login link to "<page>"
    Then the login link is <made>

    Examples:
      | page                          | made    |
      | /course/abc/lesson/def        | made    |
      | /tasks?view=week              | made    |
      | /home                         | made    |
      | https://evil.example/course   | refused |
      | //evil.example                | refused |
      | /auth/login                   | refused |

  Scenario Outline: The login and sign-up pages carry the destination on
    When the login page is asked for on the way to "<destination>"
    Then its address is "<address>"

    Examples:
      | destination      | address                              |
      | /home            | /auth/login                          |
      | /course/abc?t=2  | /auth/login?returnTo=%2Fcourse%2Fabc%3Ft%3D2 |
