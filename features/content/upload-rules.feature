Feature: Which files can be uploaded
  A file is an image, a PDF, an audio, a video or a WebVTT captions file, told by its mime type or,
  when that says nothing known, by its extension (see media_types.feature); it must be a kind the
  place it goes to accepts. Limits: image 10 MiB, PDF 50 MiB, audio 50 MiB, video 200 MiB,
  captions 1 MiB — a file of exactly the limit is accepted. Empty files are refused. The server
  then confirms the kind by the file's bytes. Decisions: docs/decisions/0112-upload-rules.md

  Scenario Outline: Each kind is recognised by its mime type or its extension
    When a teacher picks "<name>" of mime type "<mime>" and 1000 bytes where <accepted> are accepted
    Then it is taken as "<kind>"

    Examples:
      | name           | mime            | accepted                          | kind     |
      | mapa.png       | image/png       | image                             | image    |
      | mapa           | image/jpeg      | image                             | image    |
      | mapa.bmp       |                 | image                             | image    |
      | tema.pdf       | application/pdf | pdf                               | pdf      |
      | tema.PDF       |                 | pdf                               | pdf      |
      | canción        | audio/mpeg      | audio                             | audio    |
      | canción.flac   |                 | audio                             | audio    |
      | clase          | video/mp4       | video                             | video    |
      | clase.mov      |                 | video                             | video    |
      | subtítulos     | text/vtt        | captions                          | captions |
      | subtítulos.vtt |                 | captions                          | captions |
      | subtítulos.VTT | text/plain      | captions                          | captions |
      | clase.webm     | video/webm      | image, pdf, audio, video          | video    |
      | clase.webm     | audio/webm      | image, pdf, audio, video          | audio    |

  Scenario Outline: Files of another kind are refused
    When a teacher picks "<name>" of mime type "<mime>" and 1000 bytes where <accepted> are accepted
    Then it is refused with "FILE_TYPE_NOT_ALLOWED"

    Examples:
      | name           | mime                | accepted                 |
      | dibujo.svg     | image/svg+xml       | image                    |
      | notas.docx     |                     | image, pdf, audio, video |
      | clase.mp4      | video/mp4           | image                    |
      | subtítulos.vtt | text/vtt            | image, pdf, audio, video |
      | clase.mp4      | video/mp4           | captions                 |
      | página.html    | text/html           | pdf                      |
      | sin-extension  |                     | image, pdf, audio, video |
      | mapa.png       | image/png           | nothing                  |

  Scenario: An empty file is refused
    When a teacher picks "tema.pdf" of mime type "application/pdf" and 0 bytes where pdf is accepted
    Then it is refused with "FILE_EMPTY"

  Scenario: The type is checked before the size
    When a teacher picks "notas.docx" of mime type "" and 0 bytes where pdf is accepted
    Then it is refused with "FILE_TYPE_NOT_ALLOWED"

  Scenario Outline: Size limits per kind
    Then the largest <kind> file is <mib> MiB

    Examples:
      | kind     | mib |
      | image    | 10  |
      | pdf      | 50  |
      | audio    | 50  |
      | video    | 200 |
      | captions | 1   |

  Scenario Outline: A file of exactly the limit is accepted
    When a teacher picks a <kind> file "<name>" of exactly the limit
    Then it is taken as "<kind>"

    Examples:
      | kind     | name           |
      | image    | mapa.png       |
      | pdf      | tema.pdf       |
      | audio    | canción.mp3    |
      | video    | clase.mp4      |
      | captions | subtítulos.vtt |

  Scenario Outline: A file one byte over the limit is refused with the limit
    When a teacher picks a <kind> file "<name>" of one byte over the limit
    Then it is refused with "FILE_TOO_LARGE"
    And the refusal says maxBytes is "<max>"

    Examples:
      | kind     | name           | max       |
      | image    | mapa.png       | 10485760  |
      | pdf      | tema.pdf       | 52428800  |
      | audio    | canción.mp3    | 52428800  |
      | video    | clase.mp4      | 209715200 |
      | captions | subtítulos.vtt | 1048576   |

  Scenario Outline: Captions are confirmed by their first line
    When the server reads a file declared as captions whose bytes start with "<head>" and are sniffed as ""
    Then the content <verdict> it

    Examples:
      | head                               | verdict             |
      | WEBVTT\n\n00:00.000 --> 00:01.000  | confirms            |
      | <BOM>WEBVTT\n\n00:00.000           | confirms            |
      | WEBVTT - Lección 1\n               | confirms            |
      | WEBVTT\r\n                         | confirms            |
      | WEBVTT                             | confirms            |
      | WEBVTTX\n                          | does not confirm    |
      | webvtt\n                           | does not confirm    |
      | \nWEBVTT\n                         | does not confirm    |
      | 1\n00:00:00,000 --> 00:00:01,000   | does not confirm    |
      | <BOM><BOM>WEBVTT\n                 | does not confirm    |
      |                                    | does not confirm    |

  Scenario Outline: Media files are confirmed by what their bytes are
    When the server reads a file declared as <declared> whose bytes start with "…" and are sniffed as "<sniffed>"
    Then the content <verdict> it

    Examples:
      | declared | sniffed         | verdict          |
      | image    | image/png       | confirms         |
      | image    | image/jpeg      | confirms         |
      | image    | image/bmp       | confirms         |
      | image    | image/svg+xml   | does not confirm |
      | image    | image/tiff      | does not confirm |
      | image    | application/pdf | does not confirm |
      | pdf      | application/pdf | confirms         |
      | pdf      | application/zip | does not confirm |
      | video    | video/mp4       | confirms         |
      | video    | video/quicktime | confirms         |
      | video    | video/webm      | confirms         |
      | video    | audio/mpeg      | does not confirm |
      | audio    | audio/mpeg      | confirms         |
      | audio    | audio/wav       | confirms         |
      | audio    | video/webm      | confirms         |
      | audio    | video/mp4       | does not confirm |
      | audio    | image/png       | does not confirm |
      | video    |                 | does not confirm |

  Scenario: A captions file is confirmed by its text, not by a sniffed type
    When the server reads a file declared as captions whose bytes start with "\x89PNG" and are sniffed as "image/png"
    Then the content does not confirm it

  Scenario Outline: What a file picker offers
    Then a file picker for "<kinds>" offers "<accept>"

    Examples:
      | kinds           | accept                                                                   |
      | image           | image/png,image/jpg,image/jpeg,image/gif,.jpg,.jpeg,.png,.gif,.bmp        |
      | pdf             | application/pdf,.pdf                                                     |
      | captions        | text/vtt,.vtt                                                            |
      | video, captions | video/mp4,video/ogg,video/webm,.mp4,.mov,.wmv,.flv,.avi,text/vtt,.vtt    |
