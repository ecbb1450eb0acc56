Feature: Files on board messages
  A message on a course board carries the files its author attaches (ADR 0517): uploaded first as the course's
  board files, at most five per message, of the kinds a lesson's content takes. A file may also come from the
  author's Google Drive where the tenant offers it (ADR 0518): without a picker, the person pastes the file's link.

  Scenario Outline: At most five files on a message
    Given a message holding <held> files
    When its author attaches <adding> more
    Then <outcome>

    Examples:
      | held | adding | outcome                                      |
      | 0    | 5      | it is accepted                               |
      | 3    | 2      | it is accepted                               |
      | 4    | 2      | it is refused with "board.too-many-files"    |
      | 5    | 1      | it is refused with "board.too-many-files"    |

  Scenario Outline: Which files a message takes
    When someone attaches "<name>" of type "<mime>" and <size> bytes to a message
    Then <outcome>

    Examples:
      | name          | mime                                  | size     | outcome                                       |
      | ficha.pdf     | application/pdf                       | 20000    | it is accepted                                |
      | río.png       | image/png                             | 5000     | it is accepted                                |
      | clase.mp4     | video/mp4                             | 1000000  | it is accepted                                |
      | dictado.mp3   | audio/mpeg                            | 300000   | it is accepted                                |
      | subs.vtt      | text/vtt                              | 300      | it is refused with "FILE_TYPE_NOT_ALLOWED"    |
      | Documento     | application/vnd.google-apps.document  | 1        | it is refused with "FILE_TYPE_NOT_ALLOWED"    |
      | foto.png      | image/png                             | 10485761 | it is refused with "FILE_TOO_LARGE"           |

  Scenario Outline: A Google Drive file is named by its link or its id
    When someone pastes "<pasted>" as a Google Drive file
    Then <outcome>

    Examples:
      | pasted                                                                  | outcome                                        |
      | https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQ/view?usp=sharing     | the file id is "1AbCdEfGhIjKlMnOpQ"            |
      | https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQ                     | the file id is "1AbCdEfGhIjKlMnOpQ"            |
      | https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQ/edit              | the file id is "1AbCdEfGhIjKlMnOpQ"            |
      | 1AbCdEfGhIjKlMnOpQ                                                      | the file id is "1AbCdEfGhIjKlMnOpQ"            |
      | https://example.org/file.pdf                                            | it is refused with "board.drive-link-invalid"  |
      | hola                                                                    | it is refused with "board.drive-link-invalid"  |

  Scenario: A Drive file needs the author's access token
    When someone pastes "1AbCdEfGhIjKlMnOpQ" as a Google Drive file without an access token
    Then it is refused with "board.drive-token-required"
