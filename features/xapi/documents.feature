Feature: The LRS's documents and their concurrency
  State, activity profile and agent profile documents follow xAPI's ETag rules, and a POST merges JSON objects
  (docs/decisions/0565-lrs-documents.md).

  Scenario Outline: a write against the stored document's ETag
    Given a <kind> document stored with ETag <stored>
    When a <method> comes with If-Match "<ifMatch>" and If-None-Match "<ifNoneMatch>"
    Then the write is <verdict>

    Examples:
      | kind    | stored | method | ifMatch | ifNoneMatch | verdict          |
      | profile | e1    | PUT    | e1     |             | ok               |
      | profile | e1    | PUT    | e0     |             | failed           |
      | profile | e1    | PUT    | *       |             | ok               |
      | profile | e1    | PUT    |         | *           | failed           |
      | profile | e1    | PUT    |         |             | headers-required |
      | profile | none   | PUT    |         | *           | ok               |
      | profile | none   | PUT    | *       |             | failed           |
      | profile | none   | PUT    |         |             | ok               |
      | state   | e1    | PUT    |         |             | ok               |
      | profile | e1    | POST   |         |             | ok               |

  Scenario: a POST merges the top-level properties of two JSON objects
    Then merging {"a":1,"b":{"x":1}} with {"b":{"y":2},"c":3} gives {"a":1,"b":{"y":2},"c":3}
    And merging ["a"] with {"c":3} is refused

  Scenario: an LRS credential's name is kept tidy, and a blank one refused
    Then a credential named "  Editorial   content " is kept as "Editorial content"
    And a credential named "   " is refused
