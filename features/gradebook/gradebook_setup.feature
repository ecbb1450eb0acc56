Feature: Setting the gradebook up
  A teacher assigns each item of the gradebook (lesson item or manual column) a period of the
  course's scheme, or annual, and one of the course's own categories. Category names are unique in
  a course, ignoring case; categories keep their order 0, 1, 2… when one is moved. Names are
  trimmed: a category's up to 60 characters, a manual column's up to 120.
  Decisions: docs/decisions/0231-gradebook-model.md, 0232-manual-columns-and-excused-scores.md

  Scenario Outline: A period is one of the course's scheme, or annual
    Given the school grades by quarters
    When the teacher assigns an item to the period "<typed>"
    Then the item is in the period "<period>"

    Examples:
      | typed  | period |
      | t02    | t02    |
      | T03    | t03    |
      | annual | annual |

  Scenario Outline: A period of another scheme is refused
    Given the school grades by <scheme>
    When the teacher assigns an item to the period "<typed>"
    Then the setup is refused with "period.not-in-scheme"

    Examples:
      | scheme    | typed |
      | quarters  | q01   |
      | semesters | t01   |
      | terms     | x9    |

  Scenario: Only the course's own categories
    Given the course's categories are "Exámenes, Deberes"
    When the teacher puts an item in the category "Deberes"
    Then the item is in the category "Deberes"
    When the teacher puts an item in a category of another course
    Then the setup is refused with "category.unknown"

  Scenario Outline: Category names are unique in the course, ignoring case
    Given the course's categories are "Exámenes, Deberes"
    Then a new category named "<name>" <is> taken

    Examples:
      | name       | is     |
      | exámenes   | is     |
      | DEBERES    | is     |
      | Proyectos  | is not |

  Scenario Outline: Names are trimmed and limited
    When the teacher names a <what> <name>
    Then the name <outcome>

    Examples:
      | what     | name          | outcome                                   |
      | category | "  Exámenes " | is "Exámenes"                             |
      | category | "   "         | is refused with "category.name-required"  |
      | category | 61 letters    | is refused with "category.name-too-long"  |
      | column   | 120 letters   | is kept                                   |
      | column   | 121 letters   | is refused with "column.name-too-long"    |

  Scenario Outline: Moving a category keeps the others in order
    Given the course's categories are "Exámenes, Deberes, Proyectos, Actitud"
    When the teacher moves "<category>" to position <position>
    Then the categories are "<order>"

    Examples:
      | category  | position | order                                 |
      | Actitud   | 0        | Actitud, Exámenes, Deberes, Proyectos |
      | Exámenes  | 2        | Deberes, Proyectos, Exámenes, Actitud |
      | Deberes   | 9        | Exámenes, Proyectos, Actitud, Deberes |
      | Proyectos | 2        | Exámenes, Deberes, Proyectos, Actitud |
