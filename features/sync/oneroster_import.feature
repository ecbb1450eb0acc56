Feature: Importing the school's roster from its information system (OneRoster 1.2)
  A school admin uploads the CSV bundle the school's information system exports. The whole bundle is refused when a
  file or column it needs is missing, and nothing changes; otherwise each row is judged on its own: rows that point at
  nothing or carry bad data are refused with their line and a reason, the rest are applied. Rows are found again by
  their sourcedId, so importing the same bundle twice changes nothing the second time.
  Decisions: docs/decisions/0560-oneroster-import.md

  Scenario: A bundle without a file or a column it needs is refused whole
    Given a OneRoster bundle without "enrollments" and whose users have no "email" column
    When the bundle is checked
    Then it is refused because "enrollments" is missing
    And it is refused because the column "email" of "users" is missing

  Scenario: A bundle with roles in roles.csv, or in a role column of users.csv, is accepted
    Given a valid OneRoster bundle
    When the bundle is checked
    Then the bundle is accepted
    Given a valid OneRoster bundle without roles.csv and without a role column
    When the bundle is checked
    Then it is refused because "roles" is missing

  Scenario Outline: Rows that cannot be applied are refused one by one, with their line (and the rows that point at them)
    Given a valid OneRoster bundle
    And the row "<sourcedId>" of "<file>" has "<column>" set to "<value>"
    When the bundle is planned on "2026-11-22"
    Then the row "<sourcedId>" of "<file>" at line <line> is refused for "<rule>"

    Examples:
      | file        | sourcedId | column          | value       | line | rule                      |
      | users       | usr-2     | email           | not-an-mail | 3    | user.email-invalid        |
      | users       | usr-2     | email           | ana@x.demo  | 3    | user.email-repeated       |
      | classes     | cls-1     | courseSourcedId | crs-nowhere | 2    | class.course-unknown      |
      | enrollments | enr-1     | classSourcedId  | cls-nowhere | 2    | enrollment.class-unknown  |
      | enrollments | enr-1     | beginDate       | 2026-02-30  | 2    | row.date-invalid          |
      | enrollments | enr-1     | role            | proctor     | 2    | enrollment.role-not-supported |

  Scenario: A user disabled in the school's system is created but may not sign in yet
    Given a valid OneRoster bundle
    And the row "usr-2" of "users" has "enabledUser" set to "false"
    When the bundle is planned on "2026-11-22"
    Then the user "usr-2" is planned as "R01" and may not sign in

  Scenario: An enrolment ended or marked for deletion drops the membership
    Given a valid OneRoster bundle
    And the row "enr-1" of "enrollments" has "endDate" set to "2026-11-01"
    When the bundle is planned on "2026-11-22"
    Then the enrolment "enr-1" is dropped

  Scenario Outline: A grade code places a class in Tiza's education levels
    When the grades "<grades>" are read
    Then the class is in level "<level>" year "<year>"

    Examples:
      | grades | level | year |
      | KG     | el1   | none |
      | 03     | el2   | 3    |
      | 07     | el3   | 1    |
      | 10     | el3   | 4    |
      | 12     | el4   | 2    |
