Feature: The audit log: who reads which entries, and when a reason is required
  Every act on someone else's account is written to the audit log in the act's transaction. Helpdesk reads every entry
  of their tenant; a school admin reads the entries of their own schools; nobody else reads any, and nobody reads
  another tenant's. Decisions: docs/decisions/0610-audit-log.md

  Scenario Outline: Who reads an entry
    Given a reader of tenant "tiza" with role "<role>" in the schools "<schools>"
    And an audit entry of tenant "<tenant>" in school "<school>"
    Then the reader may read it: "<reads>"

    Examples:
      | role | schools | tenant | school | reads |
      | R05  |         | tiza   | north  | yes   |
      | R05  |         | tiza   | none   | yes   |
      | R05  |         | escola | north  | no    |
      | R03  | north   | tiza   | north  | yes   |
      | R03  | north   | tiza   | south  | no    |
      | R03  | north   | tiza   | none   | no    |
      | R03  | north   | escola | north  | no    |
      | R02  | north   | tiza   | north  | no    |
      | R01  | north   | tiza   | north  | no    |
      | R04  | north   | tiza   | north  | no    |

  Scenario Outline: A reason, required of helpdesk
    Given an act by role "<role>" with the reason "<reason>"
    Then the reason's problem is "<problem>"

    Examples:
      | role | reason                           | problem         |
      | R05  | The student lost their password  | none            |
      | R05  |                                  | reason.required |
      | R05  | only spaces                      | reason.required |
      | R03  |                                  | none            |
      | R03  | Moved to the morning group       | none            |
      | R05  | 501 characters                   | reason.too-long |
      | R03  | 500 characters                   | none            |
