Feature: Finding a title in one's library
  The library lists the titles a person's licences grant (ADR 0532). With more than a handful, they search it: by the
  words of a title's name, description, level or years — case and accents aside, every word somewhere, in any order —
  by its education level, and by whether its licence still runs (ADR 0539).

  Background:
    Given a library with these titles:
      | name                                 | description                           | level     | years        | licence  |
      | Matemáticas 2º ESO — Libro digital   | Números, álgebra y geometría          | secondary | 2º ESO       | active   |
      | Biología y Geología 3º ESO           | La célula, los ecosistemas y el agua  | secondary | 3º ESO       | expired  |
      | Lengua 5º Primaria — Cuaderno        | Lectura y escritura                   | primary   | 5º Primaria  | active   |

  Scenario: Words are found in any case and without their accents
    When they search their library for "matematicas"
    Then they see "Matemáticas 2º ESO — Libro digital"

  Scenario: Every word typed must be somewhere in the title, in any order
    When they search their library for "agua biologia"
    Then they see "Biología y Geología 3º ESO"
    When they search their library for "agua matematicas"
    Then they see no title

  Scenario: A level's name as the page shows it finds its titles
    When they search their library for "primaria"
    Then they see "Lengua 5º Primaria — Cuaderno"

  Scenario: The level filter keeps that level's titles
    When they keep only the level "secondary"
    Then they see "Matemáticas 2º ESO — Libro digital, Biología y Geología 3º ESO"

  Scenario: Expired licences can be looked at apart
    When they keep only the licences "expired"
    Then they see "Biología y Geología 3º ESO"
    When they keep only the licences "active"
    Then they see "Matemáticas 2º ESO — Libro digital, Lengua 5º Primaria — Cuaderno"

  Scenario: The level filter offers only the levels the library has
    Then the level filter offers "secondary, primary"

  Scenario: An empty search shows the whole library
    When they search their library for "   "
    Then they see "Matemáticas 2º ESO — Libro digital, Biología y Geología 3º ESO, Lengua 5º Primaria — Cuaderno"
