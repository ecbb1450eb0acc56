Feature: Choosing the language of the app
  Tiza speaks Spanish (the default), English and Portuguese. The first of the browser's
  languages that Tiza speaks wins, whatever its region; otherwise the school platform's default.

  Scenario Outline: The browser's languages decide
    Given the browser prefers "<browser languages>"
    And the school platform's default language is "<default>"
    When the app starts
    Then it speaks "<language>"

    Examples:
      | browser languages | default | language |
      | es-ES, en         | es      | es       |
      | pt-BR, es         | es      | pt       |
      | fr-FR, en-GB      | es      | en       |
      | EN-us             | pt      | en       |
      | fr, de            | pt      | pt       |
      |                   | en      | en       |
      | de, pt-PT         | en      | pt       |

  Scenario: Without a platform default, Spanish is spoken
    Given the browser prefers "fr, de"
    When the app starts
    Then it speaks "es"
