Feature: Role words follow the person
  A person says how they want to be addressed: as a woman, as a man, or not at all. The word naming their role
  follows that choice in languages that inflect it ("Profesora", "Professora"); a person who has not said gets
  the neutral word ("Docente"). English has one word for everyone. See ADR 0016.

  Scenario Outline: The role word in each language
    Given a user with the role code "<code>" who is addressed as "<gender>"
    Then their role reads "<es>" in es, "<pt>" in pt and "<en>" in en

    Examples: teachers
      | code | gender      | es        | pt         | en      |
      | R02  | female      | Profesora | Professora | Teacher |
      | R02  | male        | Profesor  | Professor  | Teacher |
      | R02  | unspecified | Docente   | Docente    | Teacher |

    Examples: students
      | code | gender      | es         | pt       | en      |
      | R01  | female      | Alumna     | Aluna    | Student |
      | R01  | male        | Alumno     | Aluno    | Student |
      | R01  | unspecified | Estudiante | Estudante | Student |

    Examples: administrators and support
      | code | gender      | es                        | pt                      | en                   |
      | R03  | female      | Administradora del centro | Administradora da escola | School administrator |
      | R03  | unspecified | Administración del centro | Administração da escola  | School administrator |
      | R04  | male        | Administrador editorial   | Administrador editorial  | Editorial administrator |
      | R05  | female      | Soporte                   | Apoio                    | Helpdesk             |

  Scenario: The role word is a catalogue key and an i18next context
    Given a user with the role code "R02" who is addressed as "female"
    Then the role word is the key "roles.teacher" with the context "female"

  Scenario: Someone who has not said gets no context, so the neutral word
    Given a user with the role code "R02" who is addressed as "unspecified"
    Then the role word is the key "roles.teacher" with no context

  Scenario Outline: Only the two forms are genders
    Then "<value>" <is> a way to be addressed

    Examples:
      | value   | is     |
      | female  | is     |
      | male    | is     |
      | other   | is not |
      | Female  | is not |
