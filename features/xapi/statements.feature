Feature: xAPI statements the LRS accepts
  The built-in LRS stores a statement only when it follows xAPI 1.0.3 (2.0 where it does not conflict); anything else
  is refused whole with 400 (docs/decisions/0562-statement-validation.md).

  Background:
    Given a valid statement: Ana experienced "http://tiza.test/activities/1"

  Scenario: a statement with an actor, a verb and an Activity is valid
    Then the statement is valid

  Scenario Outline: a malformed statement is refused, and says why
    When the statement has <where> <value>
    Then the statement is refused at "<path>" for "<rule>"

    Examples:
      | where                     | value                                                      | path                  | rule                         |
      | actor                     | {"mbox":"ana@example.com"}                                 | /actor/mbox           | agent.mbox                   |
      | actor                     | {"mbox":"mailto:a@b.co","openid":"http://a.b/c"}           | /actor                | agent.one-identifier         |
      | actor                     | {"objectType":"Group"}                                     | /actor/member         | group.anonymous-needs-members |
      | actor                     | {"objectType":"Group","member":[{"objectType":"Group","mbox":"mailto:g@b.co"}]} | /actor/member/0/objectType | agent.group-not-allowed |
      | actor                     | {"account":{"homePage":"http://tiza.test"}}                | /actor/account/name   | property.required            |
      | verb                      | {"id":"experienced"}                                       | /verb/id              | iri.invalid                  |
      | verb                      | {"id":"http://v.b/x","display":{"english!":"x"}}           | /verb/display/english! | language.invalid            |
      | object                    | {"objectType":"Activity"}                                  | /object/id            | property.required            |
      | object                    | {"objectType":"Thing","id":"http://a.b/c"}                 | /object/objectType    | object.object-type           |
      | object                    | {"id":"http://a.b/c","definition":{"interactionType":"essay"}} | /object/definition/interactionType | interaction.type |
      | object                    | {"id":"http://a.b/c","definition":{"interactionType":"true-false","choices":[{"id":"a"}]}} | /object/definition/choices | interaction.component-not-allowed |
      | result                    | {"score":{"scaled":1.5}}                                   | /result/score/scaled  | score.scaled-range           |
      | result                    | {"score":{"raw":11,"min":0,"max":10}}                      | /result/score/raw     | score.raw-above-max          |
      | result                    | {"score":{"min":5,"max":5}}                                | /result/score/min     | score.min-not-below-max      |
      | result                    | {"duration":"90 minutes"}                                  | /result/duration      | duration.invalid             |
      | result                    | {"completion":"yes"}                                       | /result/completion    | type.boolean                 |
      | context                   | {"registration":"not-a-uuid"}                              | /context/registration | uuid.invalid                 |
      | context                   | {"contextActivities":{"sibling":[]}}                       | /context/contextActivities/sibling | property.unknown |
      | context                   | {"language":"not a tag"}                                   | /context/language     | language.invalid             |
      | timestamp                 | "2026-02-30T25:00:00Z"                                     | /timestamp            | timestamp.invalid            |
      | timestamp                 | "2026-01-01T10:00:00-00:00"                                | /timestamp            | timestamp.invalid            |
      | timestamp                 | "2026-01-01T10:00:00"                                      | /timestamp            | timestamp.invalid            |
      | id                        | "12345"                                                    | /id                   | uuid.invalid                 |
      | version                   | "0.95"                                                     | /version              | version.unsupported          |
      | result                    | null                                                       | /result               | property.null                |
      | mood                      | "happy"                                                    | /mood                 | property.unknown             |

  Scenario: revision and platform only describe an Activity
    When the statement has object {"objectType":"Agent","mbox":"mailto:luis@example.com"}
    And the statement has context {"platform":"Tiza"}
    Then the statement is refused at "/context/platform" for "context.only-with-activity"

  Scenario: a voiding statement points at a statement
    When the statement has verb {"id":"http://adlnet.gov/expapi/verbs/voided"}
    Then the statement is refused at "/object" for "voiding.needs-statement-ref"

  Scenario: a sub-statement cannot hold another
    When the statement has object {"objectType":"SubStatement","actor":{"mbox":"mailto:a@b.co"},"verb":{"id":"http://v.b/x"},"object":{"objectType":"SubStatement","actor":{"mbox":"mailto:a@b.co"},"verb":{"id":"http://v.b/x"},"object":{"id":"http://a.b/c"}}}
    Then the statement is refused at "/object/object/objectType" for "substatement.nested"

  Scenario: an attachment names its content by SHA-2
    When the statement has attachments [{"usageType":"http://a.b/u","display":{"es":"Nota"},"contentType":"text/plain","length":3,"sha2":"abc"}]
    Then the statement is refused at "/attachments/0/sha2" for "attachment.sha2"

  Scenario Outline: durations are ISO 8601
    Then "<duration>" is <verdict> duration

    Examples:
      | duration     | verdict |
      | PT1H30M      | a       |
      | P1DT12H      | a       |
      | PT4.5S       | a       |
      | P2W          | a       |
      | P            | not a   |
      | PT           | not a   |
      | 1H           | not a   |

  Scenario: the LRS finds a statement by every Agent and Activity it mentions
    When the statement has context {"registration":"5A1E3C9B-0F2D-4B6A-8C7E-1D2F3A4B5C6D","instructor":{"mbox":"mailto:Profe@Example.com"},"contextActivities":{"parent":{"id":"http://tiza.test/courses/1"}}}
    Then its actor key is "mbox:mailto:ana@example.com"
    And the statement has registration "5a1e3c9b-0f2d-4b6a-8c7e-1d2f3a4b5c6d"
    And its related agents include "mbox:mailto:profe@example.com"
    And its related activities are "http://tiza.test/activities/1, http://tiza.test/courses/1"

  Scenario: a statement sent again with its id is the same when only what the LRS fills in differs
    Given the statement was stored with id "a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d"
    Then sending it again is the same statement
    And sending it with another verb is a different statement

  Scenario: the ids format keeps identifiers only, the canonical format one language
    When the statement has verb {"id":"http://adlnet.gov/expapi/verbs/experienced","display":{"en-US":"experienced","es":"experimentó"}}
    Then in the ids format its verb is {"id":"http://adlnet.gov/expapi/verbs/experienced"}
    And in the canonical format for "pt, es;q=0.8" its verb display is {"es":"experimentó"}
