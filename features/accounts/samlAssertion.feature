Feature: What a SAML assertion must say before its person signs in
  The school's SAML identity provider vouches for a person in a signed assertion. Beyond the signature (checked by the
  server), the assertion must come from the tenant's provider, be meant for this service (audience), be addressed to
  this service's consumer address (recipient), be current — with two minutes of clock skew allowed either way, no
  more — and answer a sign-in this service started. The subject is the NameID unless the tenant names an attribute; a
  transient NameID never is (ADR 0551).

  Background:
    Given the tenant's SAML provider "https://idp.school.example" for the audience "https://tiza.example/sp"
    And the consumer address "https://tiza.example/acs"
    And an assertion from "https://idp.school.example" for "https://tiza.example/sp" to "https://tiza.example/acs"
    And its NameID is "pers-81" and its attribute "email" is "ana@school.example"
    And it answers the request "_req1"

  Scenario: A well-formed assertion signs its person in, with the e-mail vouched for
    When it is read 1 minute after it was issued
    Then it is accepted for the subject "pers-81" with the e-mail "ana@school.example" verified
    And it answers "_req1"
    And its id is kept until 7 minutes after it was issued

  Scenario Outline: The validity window allows two minutes of clock skew, no more
    When it is read <when>
    Then the assertion is "<outcome>"

    Examples:
      | when                                  | outcome  |
      | 2 minutes before it was issued        | accepted |
      | 3 minutes before it was issued        | expired  |
      | 6 minutes after it was issued         | accepted |
      | 7 minutes after it was issued         | expired  |

  Scenario Outline: An assertion for someone else is refused
    Given <change>
    When it is read 1 minute after it was issued
    Then the assertion is "<outcome>"

    Examples:
      | change                                                    | outcome   |
      | its audience is "https://other.example/sp"                | audience  |
      | its recipient is "https://other.example/acs"              | recipient |
      | its issuer is "https://other-idp.example"                 | provider  |
      | it answers no request                                     | state     |
      | its bearer confirmation ended an hour before it was issued | expired   |

  Scenario: A transient NameID is no subject, unless the tenant names the subject's attribute
    Given its NameID is transient
    When it is read 1 minute after it was issued
    Then the assertion is "provider"
    Given the tenant reads the subject from the attribute "employeeNumber"
    And its attribute "employeeNumber" is "E-77"
    When it is read 1 minute after it was issued
    Then it is accepted for the subject "E-77" with the e-mail "ana@school.example" verified

  Scenario: Attribute names the tenant configures are the only ones read
    Given the tenant reads the e-mail from the attribute "schoolMail"
    When it is read 1 minute after it was issued
    Then it is accepted for the subject "pers-81" with no e-mail
    Given its attribute "schoolMail" is "ana.lima@school.example"
    When it is read 1 minute after it was issued
    Then it is accepted for the subject "pers-81" with the e-mail "ana.lima@school.example" verified
