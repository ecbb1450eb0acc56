Feature: Course board messages shown as plain text
  A message is written with formatting (HTML). Where it is shown as plain text (previews,
  notifications), tags are stripped, paragraphs and line breaks become new lines, table cells
  are spaced, scripts and styles vanish and entities are decoded. The result is text only: the
  app always shows it as text, so "&lt;b&gt;" written by a teacher reads "<b>".
  Decisions: docs/decisions/0107-message-text.md

  Scenario Outline: Stripping a message
    When the message "<html>" is shown as plain text
    Then it reads "<text>"

    Examples:
      | html                                                   | text                              |
      | <p>Mañana hay <b>examen</b> de mates</p>                | Mañana hay examen de mates        |
      | Hola<br>clase                                          | Hola\nclase                       |
      | <p>Primero</p><p>Segundo</p>                           | Primero\nSegundo                  |
      | <ul><li>Lápiz</li><li>Regla</li></ul>                  | Lápiz\nRegla                      |
      | <table><tr><td>Ana</td><td>9</td></tr></table>         | Ana 9                             |
      | Tom &amp; Jerry                                        | Tom & Jerry                       |
      | 2 &lt; 3 y 5 &gt; 4                                    | 2 < 3 y 5 > 4                     |
      | &lt;b&gt;no es negrita&lt;/b&gt;                       | <b>no es negrita</b>              |
      | caf&eacute; &#233; &#xE9; &euro;                       | café é é €                        |
      | a&nbsp;&nbsp;b                                         | a b                               |
      | Fish &chips; AT&T                                      | Fish &chips; AT&T                 |
      | 2 < 3 y 4 > 1                                          | 2 < 3 y 4 > 1                     |
      | <a href="x" title="a > b">enlace</a>                   | enlace                            |
      | <!-- nota --><i>visible</i>                            | visible                           |
      | <script>alert(1)</script>Hola                          | Hola                              |
      | <style>p{color:red}</style><p>Hola</p>                 | Hola                              |
      | Texto <b                                               | Texto                             |
      |    mucho     espacio    aquí                           | mucho espacio aquí                |
      | <p> </p><p>&nbsp;</p>                                  |                                   |
      | <img src="x.png" onerror="alert(1)">                   |                                   |
      | &#0; &#xD800; &#99999999;                              | \uFFFD \uFFFD &#99999999;         |

  Scenario: Line breaks typed in the HTML source are only spaces
    When the message is shown as plain text:
      """
      <p>Primera
      línea</p>
      <p>Segunda</p>
      """
    Then it reads "Primera línea\nSegunda"

  Scenario: A long message is stripped whole
    When a message repeating "<p>a &amp; b</p>" 20000 times is shown as plain text
    Then it reads "a & b" on each of its 20000 lines
