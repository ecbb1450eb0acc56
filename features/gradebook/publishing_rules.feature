Feature: What students see of their grades
  Scores stay hidden from students until the teacher publishes them, per item or per period.
  Publishing a period publishes its final grade and every score of its items; after publishing,
  the activity is view-only for students. Teachers of the course read every score; a student reads
  only their own published scores. Decisions: docs/decisions/0135-publishing-and-visibility.md

  Scenario Outline: When a student sees a score
    Given an item whose grades <item> published
    And its period <period> published
    Then the student <sees> the score
    And the activity <locked> view-only for students

    Examples:
      | item   | period | sees         | locked |
      | are not | is not | does not see | is not |
      | are     | is not | sees         | is     |
      | are not | is     | sees         | is     |
      | are     | is     | sees         | is     |

  Scenario Outline: The final grade of a period shows once the period is published
    Given an item whose grades are published
    And its period <period> published
    Then the student <sees> the final grade of the period

    Examples:
      | period | sees         |
      | is not | does not see |
      | is     | sees         |

  Scenario Outline: Who may read Ana's score
    Given an item whose grades <item> published
    And its period is not published
    Then <reader> <may> read Ana's score

    Examples:
      | item    | reader                            | may     |
      | are not | a teacher of the course           | may     |
      | are not | a school admin of the course      | may     |
      | are     | a teacher of another course       | may not |
      | are     | Ana                               | may     |
      | are not | Ana                               | may not |
      | are     | Bruno, another student            | may not |
      | are     | a helpdesk agent                  | may not |
      | are     | an editorial admin                | may not |

  Scenario: Publishing a period counts the activities with hidden grades
    Given the school grades by quarters
    And the grades of t01 are published
    And the gradebook's activities are:
      | activity | period | published | students scored |
      | Exam     | t02    | yes       | 25              |
      | Essay    | t02    | no        | 20              |
      | Lab      | t02    | no        | 1               |
      | Quiz     | t02    | no        | 0               |
      | Old quiz | t01    | no        | 25              |
    When the teacher publishes t02 from the gradebook
    Then the teacher is warned with "publish.unpublished-activities"
    And the warning counts 2 activities

  Scenario: An activity nobody has a score for is nothing to publish
    Given the school grades by semesters
    And the grades of s01 are published
    And the gradebook's activities are:
      | activity | period | published | students scored |
      | Exam     | s02    | yes       | 25              |
      | Quiz     | s02    | no        | 0               |
    When the teacher publishes s02 from the gradebook
    Then there is no warning

  Scenario: The annual grade counts only its own activities, the periods before have their own warning
    Given the school grades by semesters
    And the gradebook's activities are:
      | activity   | period | published | students scored |
      | Exam       | s01    | no        | 25              |
      | Final test | annual | no        | 25              |
    When the teacher publishes annual from the gradebook
    Then the warning counts 1 activities
    And the warning names the periods "s01, s02"

  Scenario: Publishing a period publishes its own unpublished items
    Given the school grades by quarters
    And the gradebook's items are:
      | item      | period | published |
      | Exam      | t02    | yes       |
      | Essay     | t02    | no        |
      | Oral exam | t02    | no        |
      | Old quiz  | t01    | no        |
      | Final     | annual | no        |
      | Poster    |        | no        |
    When the teacher publishes the period t02
    Then the items published with it are "Essay, Oral exam"

  Scenario: The annual publication takes the items without a period of the scheme, not the terms' items
    Given the school grades by quarters
    And the gradebook's items are:
      | item       | period | published |
      | Exam       | t01    | no        |
      | Final test | annual | no        |
      | Poster     |        | no        |
      | Lab        | q02    | no        |
      | Project    |        | yes       |
    When the teacher publishes the period annual
    Then the items published with it are "Final test, Poster, Lab"

  Scenario: Once its period is published, an activity is view-only for students
    Given the school grades by semesters
    And the gradebook's items are:
      | item  | period | published |
      | Essay | s01    | no        |
      | Lab   | s02    | no        |
    When the teacher publishes the period s01
    Then "Essay" is view-only for students
    And "Lab" is not view-only for students
