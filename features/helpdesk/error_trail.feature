Feature: The errors a person met, as the helpdesk reads them
  The server keeps the codes of the errors it answered a signed-in person with — the status, the code, the kind of
  request and when, never what they sent or saw — the latest 20 per person, written after the answer has gone.
  Decisions: docs/decisions/0621-the-errors-a-person-met.md

  Scenario Outline: Which answers are kept
    When the server answers a signed-in person with status <status>
    Then the answer is kept in their trail: "<kept>"

    Examples:
      | status | kept |
      | 200    | no   |
      | 204    | no   |
      | 400    | yes  |
      | 401    | no   |
      | 403    | yes  |
      | 404    | yes  |
      | 409    | yes  |
      | 429    | no   |
      | 500    | yes  |

  Scenario: The route is kept as its pattern, never the address
    When an error answers the route "/api/front/courses/:guid"
    Then the trail keeps the route "/api/front/courses/:guid"

  Scenario: At most the latest 20 errors are kept per person
    Then a person's trail keeps 20 errors
