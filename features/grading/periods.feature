Feature: Evaluation periods
  A school grades by quarters (t01–t03, the three "trimestres"), terms (q01–q04),
  bimesters (b01–b04) or semesters (s01–s02), and the annual grade closes the year.
  Codes are read in any case and kept in lower case. Decisions: docs/decisions/0105-period-codes.md

  Scenario Outline: Reading a period code
    When the gradebook reads the period "<typed>"
    Then it is the period "<code>" of the <scheme> with the label key "<label>"

    Examples:
      | typed  | code   | scheme        | label          |
      | t01    | t01    | quarters      | periods.t01    |
      | T03    | t03    | quarters      | periods.t03    |
      | q04    | q04    | terms         | periods.q04    |
      | b02    | b02    | bimesters     | periods.b02    |
      | s02    | s02    | semesters     | periods.s02    |
      | Annual | annual | whole year    | periods.annual |
      | ANNUAL | annual | whole year    | periods.annual |

  Scenario Outline: Codes that are not periods
    When the gradebook reads the period "<typed>"
    Then it is not a period

    Examples:
      | typed |
      | t04   |
      | q05   |
      | s03   |
      | b00   |
      | t1    |
      | year  |
      |       |

  Scenario Outline: The periods of a school year, the annual one last
    Then a school year in <scheme> has the periods "<periods>"

    Examples:
      | scheme    | periods                     |
      | quarters  | t01, t02, t03, annual       |
      | terms     | q01, q02, q03, q04, annual  |
      | bimesters | b01, b02, b03, b04, annual  |
      | semesters | s01, s02, annual            |
