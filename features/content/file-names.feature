Feature: The name a stored file keeps
  An upload is stored, served and named by what its bytes are, not by the name the client sent: the
  extension becomes the one of the detected type. Characters that reorder how a name is shown
  (bidirectional embeddings, overrides, isolates and marks: U+202A–U+202E, U+2066–U+2069, U+200E,
  U+200F, U+061C), control characters and folders are dropped; at most 200 characters are kept.
  Decision: docs/decisions/0446-stored-file-names.md

  Scenario Outline: The detected type names the extension
    When a file named "<sent>" is found to be "<detected>"
    Then its stored name is "<stored>"

    Examples:
      | sent              | detected | stored        |
      | a.html            | png      | a.png         |
      | mapa.PNG          | png      | mapa.png      |
      | foto              | jpg      | foto.jpg      |
      | informe.final.pdf | pdf      | informe.final.pdf |
      | notas.txt         | vtt      | notas.vtt     |
      | .png              | png      | file.png      |
      | apuntes.pdf       |          | apuntes.pdf   |

  Scenario Outline: Characters that reorder the name are dropped
    When a file named "<sent>" is found to be "<detected>"
    Then its stored name is "<stored>"

    Examples:
      | sent                       | detected | stored          |
      | factura<U+202E>fdp.exe     | pdf      | facturafdp.pdf  |
      | <U+2066>tema<U+2069>.pdf   | pdf      | tema.pdf        |
      | a<U+200E>b<U+200F>c<U+061C>.png | png | abc.png         |
      | <U+202A><U+202B><U+202C><U+202D> | png | file.png      |
      | ../../etc/passwd.png       | png      | passwd.png      |
