Feature: Warnings before publishing end-of-period grades
  Grades stay hidden from students until the teacher publishes them. Publishing a period's grades
  warns (without stopping the teacher) when grades of its activities or of earlier periods are
  still unpublished.

  Scenario: Everything before is published: no warning
    Given the school grades by quarters
    And the grades of t01 are published
    And every activity of t02 has its grades published
    When the teacher publishes the grades of t02
    Then there is no warning

  Scenario: Unpublished activity grades
    Given the school grades by quarters
    And the grades of t01 are published
    And 3 activities of t02 have unpublished grades
    When the teacher publishes the grades of t02
    Then the teacher is warned with "publish.unpublished-activities"
    And the warning counts 3 activities

  Scenario: An earlier period is unpublished
    Given the school grades by terms
    And the grades of q01 are published
    And every activity of q04 has its grades published
    When the teacher publishes the grades of q04
    Then the teacher is warned with "publish.unpublished-earlier-periods"
    And the warning names the periods "q02, q03"

  Scenario: The annual grade needs every period of the year
    Given the school grades by semesters
    And 1 activities of annual have unpublished grades
    When the teacher publishes the grades of annual
    Then the teacher is warned with "publish.unpublished-activities"
    And the teacher is warned with "publish.unpublished-earlier-periods"
    And the warning names the periods "s01, s02"
