Feature: Disciplines and education levels of courses
  Each course card has the icon and the colours of its discipline. A discipline the app does not
  know shows as "All" (ed1), so a card never lacks an icon.

  Scenario Outline: A discipline's look
    Given a course of the discipline "<code>"
    Then its card shows the "<label>" label with the "<icon>" icon
    And its background goes from "<from>" to "<to>"

    Examples:
      | code | label          | icon     | from    | to      |
      | ed1  | all            | sparkles | #6366f1 | #8b5cf6 |
      | ed6  | math           | sigma    | #4338ca | #818cf8 |
      | ed11 | socialSciences | people   | #7c2d12 | #d97706 |
      | ed13 | history        | column   | #6d28d9 | #a78bfa |
      | ed99 | all            | sparkles | #6366f1 | #8b5cf6 |
      | ED6  | all            | sparkles | #6366f1 | #8b5cf6 |
      |      | all            | sparkles | #6366f1 | #8b5cf6 |

  Scenario: There are thirteen disciplines, ed1 to ed13
    Then the disciplines are ed1 to ed13

  Scenario Outline: Education levels
    Then "<code>" <is> an education level

    Examples:
      | code | is     |
      | el1  | is     |
      | el2  | is     |
      | el3  | is     |
      | el4  | is     |
      | el5  | is not |
      | EL1  | is not |
