Feature: Recognising uploaded media
  An uploaded file is an image, a video, an audio or a PDF, told by its mime type or, when the
  mime type says nothing useful, by its file extension. The mime type's first part decides
  between video/webm and audio/webm. A bare .ogg file is audio (Ogg video is .ogv); a bare
  .webm file cannot be told. Decisions: docs/decisions/0106-content-and-media-types.md

  Scenario Outline: By mime type
    When a file of mime type "<mime>" is uploaded
    Then it is recognised as <kind>

    Examples:
      | mime                         | kind       |
      | image/png                    | an image   |
      | image/jpg                    | an image   |
      | image/jpeg                   | an image   |
      | image/gif                    | an image   |
      | IMAGE/PNG                    | an image   |
      | video/mp4                    | a video    |
      | video/ogg                    | a video    |
      | video/webm                   | a video    |
      | video/webm; codecs="vp8"     | a video    |
      | audio/mp3                    | an audio   |
      | audio/mpeg                   | an audio   |
      | audio/webm                   | an audio   |
      | audio/ogg                    | an audio   |
      | application/pdf              | a PDF      |
      | image/svg+xml                | nothing    |
      | text/html                    | nothing    |
      | application/octet-stream     | nothing    |
      |                              | nothing    |

  Scenario Outline: By file extension
    When a file named "<name>" is uploaded
    Then it is recognised as <kind>

    Examples:
      | name              | kind      |
      | mapa.jpg          | an image  |
      | mapa.jpeg         | an image  |
      | mapa.png          | an image  |
      | mapa.gif          | an image  |
      | mapa.bmp          | an image  |
      | MAPA.JPG          | an image  |
      | clase.mp4         | a video   |
      | clase.mov         | a video   |
      | clase.wmv         | a video   |
      | clase.flv         | a video   |
      | clase.avi         | a video   |
      | canción.mp3       | an audio  |
      | canción.wav       | an audio  |
      | canción.aac       | an audio  |
      | canción.flac      | an audio  |
      | canción.ogg       | an audio  |
      | tema.1.final.pdf  | a PDF     |
      | clase.webm        | nothing   |
      | notas.docx        | nothing   |
      | sin-extension     | nothing   |
      | mapa.png.exe      | nothing   |

  Scenario Outline: A known mime type wins over the extension
    When a file named "<name>" of mime type "<mime>" is uploaded
    Then it is recognised as <kind>

    Examples:
      | name         | mime                     | kind     |
      | grabación.ogg | video/ogg               | a video  |
      | clase.webm   | audio/webm               | an audio |
      | foto.bmp     | application/octet-stream | an image |
      | foto.bmp     |                          | an image |
      | dibujo.png   | text/plain               | an image |
