Feature: Choosing students to compare in the gradebook analysis
  At most 5 students can be selected. Unselecting always works.

  Scenario: Selecting a fifth student
    Given the teacher has selected Ana, Bruno, Carla and Diego for the analysis
    When the teacher selects Elena
    Then the analysis compares Ana, Bruno, Carla, Diego and Elena

  Scenario: A sixth student is refused and the selection stays as it was
    Given the teacher has selected Ana, Bruno, Carla, Diego and Elena for the analysis
    When the teacher selects Fátima
    Then it is refused with "analysis.too-many"
    And the refusal says max is "5"
    And the analysis still compares Ana, Bruno, Carla, Diego and Elena
    And no more students can be selected

  Scenario: Selecting a selected student unselects them, even with five selected
    Given the teacher has selected Ana, Bruno, Carla, Diego and Elena for the analysis
    When the teacher selects Carla
    Then the analysis compares Ana, Bruno, Diego and Elena
    And more students can be selected
