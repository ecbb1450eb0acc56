Feature: What lesson items hold
  Teachers create documents, books, videos, audios, PDFs, links, images, tests (assessments), assignments
  and video lessons. Videos, audios and video lessons may carry captions.
  A link opens only over http or https, never carries a user name or password, and is at most
  2000 characters; an address typed without a scheme is read as https.
  Decisions: docs/decisions/0113-lesson-item-rules.md

  Scenario: The types a teacher can create
    Then the creatable types are "CTTY_01, CTTY_02, CTTY_03, CTTY_04, CTTY_05, CTTY_06, CTTY_07, CTTY_09, CTTY_14, CTTY_VIDEOLESSON"

  Scenario Outline: Types that come later cannot be created yet
    Then a teacher cannot create an item of type <type>

    Examples:
      | type    |
      | CTTY_10 |
      | CTTY_20 |
      | CTTY_LTI |

  Scenario Outline: The file an item is built on
    Then an item of type <type> is built on "<kinds>" and <captions> captions

    Examples:
      | type             | kinds   | captions          |
      | CTTY_03          | video   | takes             |
      | CTTY_VIDEOLESSON | video   | takes             |
      | CTTY_04          | audio   | takes             |
      | CTTY_05          | pdf     | does not take     |
      | CTTY_07          | image   | does not take     |
      | CTTY_01          | nothing | does not take     |
      | CTTY_02          | nothing | does not take     |
      | CTTY_06          | nothing | does not take     |
      | CTTY_14          | nothing | does not take     |

  Scenario: What students may hand in
    Then students hand in "image, pdf, audio, video"

  Scenario Outline: Safe links
    When a teacher links to "<raw>"
    Then the link opens "<href>"

    Examples:
      | raw                                       | href                                      |
      | https://example.org/tema?x=1#parte        | https://example.org/tema?x=1#parte        |
      | http://example.org                        | http://example.org/                       |
      | HTTPS://Example.ORG/Tema                  | https://example.org/Tema                  |
      | "  https://example.org/a b  "             | https://example.org/a%20b                 |
      | www.example.org/tema                      | https://www.example.org/tema              |
      | https://españa.example/                   | https://xn--espaa-rta.example/            |

  Scenario Outline: Unsafe links are refused
    When a teacher links to "<raw>"
    Then the link is refused as "<code>"

    Examples:
      | raw                                  | code        |
      | javascript:alert(1)                  | UNSAFE_URL  |
      | JavaScript:alert(1)                  | UNSAFE_URL  |
      | data:text/html,<b>hola</b>           | UNSAFE_URL  |
      | ftp://example.org/tema.pdf           | UNSAFE_URL  |
      | file:///etc/passwd                   | UNSAFE_URL  |
      | mailto:profe@example.org             | UNSAFE_URL  |
      | https://ana:secreto@example.org/     | UNSAFE_URL  |
      | https://ana@example.org/             | UNSAFE_URL  |
      |                                      | INVALID_URL |
      | "   "                                | INVALID_URL |
      | https://                             | INVALID_URL |
      | http://exa mple.org                  | INVALID_URL |

  Scenario: A link of exactly 2000 characters is accepted
    When a teacher links to an http address of 2000 characters
    Then the link is accepted

  Scenario: A link longer than 2000 characters is refused
    When a teacher links to an http address of 2001 characters
    Then the link is refused as "INVALID_URL"
    And links are at most 2000 characters
