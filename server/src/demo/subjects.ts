// What each demo course teaches, per tenant language: the test questions, the PDF worksheet and the picture of its
// subject. seed.ts picks them by the course's discipline; scripts/make-demo-media.ts writes the worksheets and pictures
// from the same texts, so a Biology course asks about cells and hands out a worksheet on cells, in its school's language.

/** The subjects the demo courses teach, by discipline code (catalog `ed…`). */
export const SUBJECT_OF_DISCIPLINE = {
  ed1: 'tutoring',
  ed4: 'art',
  ed5: 'english',
  ed6: 'maths',
  ed7: 'language',
  ed10: 'science',
  ed13: 'history',
} as const;
export type Subject = (typeof SUBJECT_OF_DISCIPLINE)[keyof typeof SUBJECT_OF_DISCIPLINE];

export function subjectOf(discipline: string): Subject {
  const subject = (SUBJECT_OF_DISCIPLINE as Record<string, Subject>)[discipline];
  if (!subject) throw new Error(`demo data: no subject for discipline ${discipline}`);
  return subject;
}

/** The pictures scripts/make-demo-media.ts draws (server/demo-media/<name>.png). */
export const SUBJECT_PICTURES = ['fractions', 'cell', 'timeline', 'book', 'speech', 'colour-wheel', 'calendar', 'solar-system', 'food-chain'] as const;
export type SubjectPicture = (typeof SUBJECT_PICTURES)[number];

export interface SeedQuestion {
  type: string;
  name: string;
  description: string;
  points: number;
  data: Record<string, unknown>;
}

export interface SubjectTexts {
  /** Five questions of different kinds (10 points), the last one a long answer the teacher grades. */
  questions: SeedQuestion[];
  /** The one-page PDF worksheet: a title, then lines of text (WinAnsi characters only). */
  worksheet: { title: string; lines: string[] };
  picture: { name: SubjectPicture; alt: string };
  /** A page on the subject for the lessons' link items. */
  link: { url: string; description: string };
}

/** The worksheet file of a subject in a language (server/demo-media). */
export const worksheetFile = (subject: Subject, lang: string): string => `worksheet-${subject}.${lang}.pdf`;

const tf = (rows: [string, boolean][], yes: string, no: string) => ({
  rows: rows.map(([text], i) => ({ id: `r${i + 1}`, text })),
  columns: [{ id: 't', text: yes }, { id: 'f', text: no }],
  correct: Object.fromEntries(rows.map(([, right], i) => [`r${i + 1}`, right ? 't' : 'f'])),
});
const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));
const ordered = (...texts: string[]) => ({ items: texts.map((text, i) => ({ id: `o${i + 1}`, text })) });

export const SUBJECTS: Record<string, Partial<Record<Subject, SubjectTexts>>> = {
  es: {
    maths: {
      questions: [
        { type: 'QT_14', name: 'Fracción de una cantidad', description: '<p>Calcula \\( \\frac{3}{4} \\) de 20.</p>', points: 2, data: { value: 15, tolerance: 0, unit: null } },
        { type: 'QT_2', name: 'Números primos', description: '<p>Marca todos los números primos.</p>', points: 2, data: { options: options('2', '4', '7', '9'), correct: ['a', 'c'], shuffle: false } },
        { type: 'QT_4', name: 'Una ecuación', description: '<p>Completa el hueco con un número.</p>', points: 2, data: { text: 'Si \\( 3x + 5 = 20 \\), entonces \\( x = \\) [[5|cinco]].', case_sensitive: false } },
        { type: 'QT_15', name: 'Perímetro de un rectángulo', description: '<p>Escribe el perímetro de un rectángulo de lados \\( x \\) y \\( 2x \\).</p>', points: 2, data: { expression: '6x', variables: ['x'] } },
        { type: 'QT_8', name: 'Explica tu método', description: '<p>Explica con tus palabras cómo resuelves una ecuación de primer grado.</p>', points: 2, data: { min_words: 20, max_words: 200 } },
      ],
      worksheet: {
        title: 'Matemáticas 2º ESO - Ficha de fracciones y ecuaciones',
        lines: ['1. Calcula: 3/4 de 20 = ____     2/5 de 35 = ____', '2. Ordena de menor a mayor: 1/2, 1/3, 3/4, 2/5.', '3. Resuelve: 3x + 5 = 20     2(x - 1) = 8', '4. Un rectángulo mide x cm de ancho y 2x cm de largo.', '   Escribe su perímetro y su área.', '5. ¿Es 91 un número primo? Justifica tu respuesta.'],
      },
      picture: { name: 'fractions', alt: 'Círculo dividido en cuatro partes iguales con tres coloreadas: tres cuartos' },
      link: { url: 'https://es.wikipedia.org/wiki/Fracci%C3%B3n', description: 'Artículo «Fracción» de la Wikipedia' },
    },
    language: {
      questions: [
        { type: 'QT_1', name: 'El sustantivo', description: '<p>¿Cuál de estas palabras es un sustantivo?</p>', points: 2, data: { options: options('mesa', 'correr', 'azul'), correct: 'a', shuffle: true } },
        { type: 'QT_18', name: 'Los verbos', description: '<p>Señala los verbos de la oración.</p>', points: 2, data: { text: 'Marta [[lee]] un libro y [[escribe]] un resumen.' } },
        { type: 'QT_17', name: 'La concordancia', description: '<p>Elige la forma correcta del adjetivo.</p>', points: 2, data: { text: 'Las casas [[*blancas|blanco|blanca]] brillan al sol.' } },
        { type: 'QT_3', name: 'El narrador', description: '<p>¿Es cierto que el narrador en primera persona es un personaje de la historia?</p>', points: 2, data: { correct: true } },
        { type: 'QT_8', name: 'Escribe una narración', description: '<p>Cuenta en un párrafo algo que te pasó este verano. Usa el pasado.</p>', points: 2, data: { min_words: 30, max_words: 250 } },
      ],
      worksheet: {
        title: 'Lengua Castellana 2º ESO - Ficha de gramática',
        lines: ['1. Subraya los sustantivos: El perro de mi vecina ladra por la noche.', '2. Escribe el adjetivo en la forma correcta: las flores (rojo) ____.', '3. Conjuga el verbo cantar en pretérito perfecto simple.', '4. Separa sujeto y predicado: Los alumnos leen un cuento.', '5. ¿Qué tipo de narrador tiene el cuento «El patito feo»?'],
      },
      picture: { name: 'book', alt: 'Un libro abierto con líneas de texto en sus dos páginas' },
      link: { url: 'https://dle.rae.es/', description: 'Diccionario de la lengua española (RAE)' },
    },
    science: {
      questions: [
        { type: 'QT_1', name: 'El núcleo celular', description: '<p>¿Qué orgánulo contiene el ADN en una célula eucariota?</p>', points: 2, data: { options: options('El núcleo', 'El ribosoma', 'La vacuola'), correct: 'a', shuffle: true } },
        { type: 'QT_12', name: 'Niveles de organización', description: '<p>Ordena de menor a mayor.</p>', points: 2, data: ordered('Célula', 'Tejido', 'Órgano', 'Aparato', 'Organismo') },
        { type: 'QT_6', name: 'Aparatos del cuerpo humano', description: '<p>Clasifica cada órgano en su aparato.</p>', points: 2, data: { categories: [{ id: 'dig', text: 'Aparato digestivo' }, { id: 'res', text: 'Aparato respiratorio' }], items: [{ id: 'i1', text: 'Estómago' }, { id: 'i2', text: 'Pulmones' }, { id: 'i3', text: 'Intestino delgado' }, { id: 'i4', text: 'Tráquea' }], correct: { i1: 'dig', i2: 'res', i3: 'dig', i4: 'res' } } },
        { type: 'QT_21', name: 'Verdadero o falso', description: '<p>Marca si cada frase es verdadera o falsa.</p>', points: 2, data: tf([['Las células vegetales tienen pared celular.', true], ['Las bacterias tienen un núcleo definido.', false], ['Las mitocondrias obtienen energía de los nutrientes.', true]], 'Verdadero', 'Falso') },
        { type: 'QT_8', name: 'La nutrición', description: '<p>Explica qué aparatos intervienen en la nutrición y qué hace cada uno.</p>', points: 2, data: { min_words: 20, max_words: 200 } },
      ],
      worksheet: {
        title: 'Biología y Geología 3º ESO - La célula',
        lines: ['1. Dibuja una célula eucariota animal y señala: membrana, citoplasma y núcleo.', '2. ¿Qué diferencia una célula procariota de una eucariota?', '3. Ordena: órgano, célula, organismo, tejido, aparato.', '4. ¿Qué orgánulo realiza la fotosíntesis? ¿Lo tienen las células animales?', '5. Busca dos ejemplos de organismos unicelulares.'],
      },
      picture: { name: 'cell', alt: 'Esquema de una célula: membrana, citoplasma, núcleo y mitocondrias' },
      link: { url: 'https://es.wikipedia.org/wiki/C%C3%A9lula', description: 'Artículo «Célula» de la Wikipedia' },
    },
    history: {
      questions: [
        { type: 'QT_1', name: 'La toma de la Bastilla', description: '<p>¿En qué año fue la toma de la Bastilla?</p>', points: 2, data: { options: options('1789', '1812', '1848'), correct: 'a', shuffle: false } },
        { type: 'QT_12', name: 'Ordena los acontecimientos', description: '<p>Ordénalos del más antiguo al más reciente.</p>', points: 2, data: ordered('Independencia de los Estados Unidos', 'Toma de la Bastilla', 'Congreso de Viena', 'Revoluciones de 1848') },
        { type: 'QT_13', name: 'Pensadores de la Ilustración', description: '<p>Une cada pensador con su idea.</p>', points: 2, data: { left: [{ id: 'mon', text: 'Montesquieu' }, { id: 'rou', text: 'Rousseau' }, { id: 'vol', text: 'Voltaire' }], right: [{ id: 'sep', text: 'La separación de poderes' }, { id: 'con', text: 'El contrato social' }, { id: 'tol', text: 'La tolerancia religiosa' }, { id: 'mat', text: 'El materialismo histórico' }], pairs: { mon: 'sep', rou: 'con', vol: 'tol' } } },
        { type: 'QT_2', name: 'La sociedad estamental', description: '<p>Marca los estamentos privilegiados del Antiguo Régimen.</p>', points: 2, data: { options: options('La nobleza', 'El clero', 'El tercer estado'), correct: ['a', 'b'], shuffle: false } },
        { type: 'QT_8', name: 'La Revolución Industrial', description: '<p>Explica dos causas de la Revolución Industrial en Gran Bretaña.</p>', points: 2, data: { min_words: 30, max_words: 250 } },
      ],
      worksheet: {
        title: 'Historia del Mundo Contemporáneo - Las revoluciones',
        lines: ['1. Define: Antiguo Régimen, estamento, absolutismo.', '2. Sitúa en una línea del tiempo: 1776, 1789, 1815, 1848.', '3. ¿Qué proponía Montesquieu? ¿Y Rousseau?', '4. Explica qué fue la Declaración de los Derechos del Hombre.', '5. Compara el taller artesanal con la fábrica industrial.'],
      },
      picture: { name: 'timeline', alt: 'Línea del tiempo con cuatro épocas de colores distintos' },
      link: { url: 'https://es.wikipedia.org/wiki/Revoluci%C3%B3n_francesa', description: 'Artículo «Revolución francesa» de la Wikipedia' },
    },
    tutoring: {
      questions: [
        { type: 'QT_1', name: 'Convivencia', description: '<p>Un compañero está solo en el recreo. ¿Qué haces?</p>', points: 2, data: { options: options('Le invito a jugar o se lo cuento al tutor', 'Me río de él', 'No hago nada'), correct: 'a', shuffle: false } },
        { type: 'QT_12', name: 'Técnicas de estudio', description: '<p>Ordena los pasos para estudiar un tema.</p>', points: 2, data: ordered('Lectura rápida', 'Lectura atenta', 'Subrayado', 'Esquema', 'Repaso') },
        { type: 'QT_21', name: 'Hábitos de estudio', description: '<p>¿Buen hábito o mal hábito?</p>', points: 2, data: tf([['Estudiar un poco cada día', true], ['Dejarlo todo para el último día', false], ['Hacer descansos cortos', true]], 'Buen hábito', 'Mal hábito') },
        { type: 'QT_3', name: 'El móvil', description: '<p>¿Es buena idea estudiar con el móvil encendido al lado?</p>', points: 2, data: { correct: false } },
        { type: 'QT_8', name: 'Mi compromiso', description: '<p>¿Qué norma de convivencia te parece más importante y por qué?</p>', points: 2, data: { min_words: 20, max_words: 200 } },
      ],
      worksheet: {
        title: 'Tutoría 2º B - Técnicas de estudio',
        lines: ['1. Escribe tu horario de estudio de esta semana.', '2. Subraya las ideas principales de un texto de Ciencias.', '3. Haz un esquema del tema con llaves o flechas.', '4. ¿Dónde estudias? Describe tu lugar de estudio.', '5. Escribe tres normas de clase que propones para este trimestre.'],
      },
      picture: { name: 'calendar', alt: 'Calendario semanal con los días de estudio marcados' },
      link: { url: 'https://www.incibe.es/menores', description: 'Uso seguro de internet (INCIBE)' },
    },
    english: {
      questions: [
        { type: 'QT_1', name: 'Family members', description: '<p>Elige la palabra correcta: <em>My mother’s mother is my …</em></p>', points: 2, data: { options: options('grandmother', 'aunt', 'sister'), correct: 'a', shuffle: true } },
        { type: 'QT_16', name: 'Describing people', description: '<p>Arrastra las palabras a su hueco.</p>', points: 2, data: { text: 'She has got long [[hair]] and blue [[eyes]].', distractors: ['legs', 'nose'] } },
        { type: 'QT_13', name: 'School subjects', description: '<p>Une cada asignatura con su nombre en inglés.</p>', points: 2, data: { left: [{ id: 'mat', text: 'Matemáticas' }, { id: 'cie', text: 'Ciencias' }, { id: 'mus', text: 'Música' }], right: [{ id: 'maths', text: 'Maths' }, { id: 'science', text: 'Science' }, { id: 'music', text: 'Music' }, { id: 'art', text: 'Art' }], pairs: { mat: 'maths', cie: 'science', mus: 'music' } } },
        { type: 'QT_7', name: 'Telling the time', description: '<p>Completa en inglés: son las tres en punto, <em>it’s three …</em></p>', points: 2, data: { accepted: ['o’clock', "o'clock", 'oclock'], case_sensitive: false, max_length: 20 } },
        { type: 'QT_8', name: 'My family', description: '<p>Write about your family in English: who they are and what they are like.</p>', points: 2, data: { min_words: 20, max_words: 150 } },
      ],
      worksheet: {
        title: 'Inglés 5º Primaria - Mi familia (My family)',
        lines: ['1. Completa la frase en inglés: my father\'s brother is my ____.', '2. Describe a un amigo o una amiga: He/She has got ____ hair and ____ eyes.', '3. Escribe la hora en inglés: 3:00 - ____   7:30 - ____', '4. Escribe en inglés las asignaturas de tu horario del lunes.', '5. Dibuja tu árbol familiar y escribe en inglés quién es cada uno.'],
      },
      picture: { name: 'speech', alt: 'Dos bocadillos de diálogo de colores, como en un cómic' },
      link: { url: 'https://learnenglishkids.britishcouncil.org/', description: 'LearnEnglish Kids (British Council)' },
    },
  },
  pt: {
    language: {
      questions: [
        { type: 'QT_1', name: 'Classes de palavras', description: '<p>Na frase «O gato dorme ao sol», a palavra «gato» é um…</p>', points: 2, data: { options: options('nome', 'verbo', 'adjetivo'), correct: 'a', shuffle: true } },
        { type: 'QT_18', name: 'Os verbos', description: '<p>Assinale os verbos da frase.</p>', points: 2, data: { text: 'O João [[abriu]] a porta e [[saiu]] para a rua.' } },
        { type: 'QT_17', name: 'Tempos verbais', description: '<p>Escolha a forma verbal correta.</p>', points: 2, data: { text: 'Ontem, nós [[*fomos|vamos|iremos]] ao cinema.' } },
        { type: 'QT_3', name: 'A lenda', description: '<p>Uma lenda mistura factos reais com elementos fantásticos.</p>', points: 2, data: { correct: true } },
        { type: 'QT_8', name: 'Reconte uma lenda', description: '<p>Reconte, por palavras suas, uma lenda portuguesa que conheça.</p>', points: 2, data: { min_words: 30, max_words: 250 } },
      ],
      worksheet: {
        title: 'Português 7º ano - Ficha de gramática',
        lines: ['1. Sublinhe os nomes: A menina leu um conto na biblioteca.', '2. Indique a classe das palavras: rapidamente, azul, correr.', '3. Conjugue o verbo ler no pretérito perfeito.', '4. Identifique o sujeito e o predicado: Os alunos visitaram o castelo.', '5. Resuma a lenda da Moura Encantada em cinco linhas.'],
      },
      picture: { name: 'book', alt: 'Um livro aberto com linhas de texto nas duas páginas' },
      link: { url: 'https://dicionario.priberam.org/', description: 'Dicionário Priberam da Língua Portuguesa' },
    },
    maths: {
      questions: [
        { type: 'QT_14', name: 'Área de um retângulo', description: '<p>Um retângulo tem 8 cm de comprimento e 5 cm de largura. Qual é a área, em cm²?</p>', points: 2, data: { value: 40, tolerance: 0, unit: 'cm²' } },
        { type: 'QT_1', name: 'Números inteiros', description: '<p>Quanto é \\( -7 + 12 \\)?</p>', points: 2, data: { options: options('5', '−5', '19'), correct: 'a', shuffle: true } },
        { type: 'QT_17', name: 'Frações equivalentes', description: '<p>Escolha a fração equivalente.</p>', points: 2, data: { text: 'A fração 1/2 é equivalente a [[*2/4|2/3|3/4]].' } },
        { type: 'QT_6', name: 'Triângulos', description: '<p>Classifique cada triângulo quanto aos lados.</p>', points: 2, data: { categories: [{ id: 'eq', text: 'Equilátero' }, { id: 'is', text: 'Isósceles' }, { id: 'es', text: 'Escaleno' }], items: [{ id: 'i1', text: 'Lados de 5, 5 e 5 cm' }, { id: 'i2', text: 'Lados de 4, 4 e 6 cm' }, { id: 'i3', text: 'Lados de 3, 4 e 5 cm' }], correct: { i1: 'eq', i2: 'is', i3: 'es' } } },
        { type: 'QT_8', name: 'Explique o seu raciocínio', description: '<p>Explique como calcula o perímetro de um triângulo.</p>', points: 2, data: { min_words: 20, max_words: 200 } },
      ],
      worksheet: {
        title: 'Matemática 7º ano - Números e geometria',
        lines: ['1. Calcule: -7 + 12 = ____    (-3) x 4 = ____    -15 : 5 = ____', '2. Simplifique: 6/8, 10/15, 12/16.', '3. Um retângulo tem 8 cm por 5 cm. Calcule o perímetro e a área.', '4. Classifique quanto aos lados um triângulo de 3, 4 e 5 cm.', '5. Represente na reta numérica: -3, 0, 1/2, 2.'],
      },
      picture: { name: 'fractions', alt: 'Círculo dividido em quatro partes iguais com três coloridas: três quartos' },
      link: { url: 'https://pt.wikipedia.org/wiki/Fra%C3%A7%C3%A3o', description: 'Artigo «Fração» da Wikipédia' },
    },
    science: {
      questions: [
        { type: 'QT_2', name: 'Fatores abióticos', description: '<p>Assinale os fatores abióticos.</p>', points: 2, data: { options: options('A luz', 'A temperatura', 'O coelho', 'A água', 'Os fungos'), correct: ['a', 'b', 'd'], shuffle: false } },
        { type: 'QT_12', name: 'Cadeia alimentar', description: '<p>Ordene a cadeia alimentar, do produtor ao último consumidor.</p>', points: 2, data: ordered('Erva', 'Gafanhoto', 'Rã', 'Cobra') },
        { type: 'QT_6', name: 'Produtores e consumidores', description: '<p>Classifique cada ser vivo.</p>', points: 2, data: { categories: [{ id: 'p', text: 'Produtor' }, { id: 'c', text: 'Consumidor' }], items: [{ id: 'i1', text: 'Sobreiro' }, { id: 'i2', text: 'Coelho' }, { id: 'i3', text: 'Alga' }, { id: 'i4', text: 'Raposa' }], correct: { i1: 'p', i2: 'c', i3: 'p', i4: 'c' } } },
        { type: 'QT_1', name: 'O ciclo da água', description: '<p>Como se chama a passagem da água do estado líquido ao gasoso?</p>', points: 2, data: { options: options('Evaporação', 'Condensação', 'Precipitação'), correct: 'a', shuffle: true } },
        { type: 'QT_8', name: 'Um ecossistema', description: '<p>Descreva um ecossistema perto da sua escola: que seres vivos e que fatores abióticos tem?</p>', points: 2, data: { min_words: 20, max_words: 200 } },
      ],
      worksheet: {
        title: 'Ciências Naturais 8º ano - Ecossistemas',
        lines: ['1. Dê três exemplos de fatores abióticos.', '2. Construa uma cadeia alimentar com quatro seres vivos.', '3. Qual é a diferença entre produtor e consumidor?', '4. O que acontece à cadeia se desaparecerem os gafanhotos?', '5. Como influencia a temperatura a vida num ecossistema?'],
      },
      picture: { name: 'food-chain', alt: 'Cadeia alimentar: erva, gafanhoto, rã e cobra ligados por setas' },
      link: { url: 'https://pt.wikipedia.org/wiki/Ecossistema', description: 'Artigo «Ecossistema» da Wikipédia' },
    },
    history: {
      questions: [
        { type: 'QT_1', name: 'O início da guerra', description: '<p>Em que ano começou a Primeira Guerra Mundial?</p>', points: 2, data: { options: options('1914', '1918', '1939'), correct: 'a', shuffle: false } },
        { type: 'QT_13', name: 'As alianças', description: '<p>Associe cada aliança aos seus países.</p>', points: 2, data: { left: [{ id: 'ent', text: 'Tríplice Entente' }, { id: 'ali', text: 'Tríplice Aliança' }], right: [{ id: 'fr', text: 'França, Reino Unido e Rússia' }, { id: 'de', text: 'Alemanha, Áustria-Hungria e Itália' }, { id: 'us', text: 'Estados Unidos e Japão' }], pairs: { ent: 'fr', ali: 'de' } } },
        { type: 'QT_3', name: 'Portugal na guerra', description: '<p>Portugal combateu na Primeira Guerra Mundial ao lado dos Aliados.</p>', points: 2, data: { correct: true } },
        { type: 'QT_12', name: 'Ordene os acontecimentos', description: '<p>Do mais antigo ao mais recente.</p>', points: 2, data: ordered('Assassinato do arquiduque Francisco Fernando', 'Entrada de Portugal na guerra', 'Entrada dos Estados Unidos na guerra', 'Assinatura do armistício') },
        { type: 'QT_8', name: 'As consequências da guerra', description: '<p>Explique duas consequências da Primeira Guerra Mundial na Europa.</p>', points: 2, data: { min_words: 30, max_words: 250 } },
      ],
      worksheet: {
        title: 'História 9º ano - A Primeira Guerra Mundial',
        lines: ['1. Indique as causas da Primeira Guerra Mundial.', '2. Complete: a guerra começou em ____ e terminou em ____.', '3. Porque entrou Portugal na guerra em 1916?', '4. O que foi a batalha de La Lys?', '5. Que mudanças trouxe o Tratado de Versalhes ao mapa da Europa?'],
      },
      picture: { name: 'timeline', alt: 'Linha do tempo com quatro épocas de cores diferentes' },
      link: { url: 'https://pt.wikipedia.org/wiki/Primeira_Guerra_Mundial', description: 'Artigo «Primeira Guerra Mundial» da Wikipédia' },
    },
  },
  en: {
    science: {
      questions: [
        { type: 'QT_12', name: 'Life cycle of a butterfly', description: '<p>Put the stages in order.</p>', points: 2, data: ordered('Egg', 'Caterpillar', 'Chrysalis', 'Butterfly') },
        { type: 'QT_1', name: 'The solar system', description: '<p>Which planet is closest to the Sun?</p>', points: 2, data: { options: options('Mercury', 'Venus', 'Mars'), correct: 'a', shuffle: true } },
        { type: 'QT_3', name: 'Day and night', description: '<p>We have day and night because the Earth spins on its axis.</p>', points: 2, data: { correct: true } },
        { type: 'QT_6', name: 'Animal groups', description: '<p>Sort the animals into groups.</p>', points: 2, data: { categories: [{ id: 'm', text: 'Mammals' }, { id: 'b', text: 'Birds' }], items: [{ id: 'i1', text: 'Dolphin' }, { id: 'i2', text: 'Robin' }, { id: 'i3', text: 'Bat' }, { id: 'i4', text: 'Penguin' }], correct: { i1: 'm', i2: 'b', i3: 'm', i4: 'b' } } },
        { type: 'QT_8', name: 'Explain day and night', description: '<p>Explain in your own words why it is dark at night.</p>', points: 2, data: { min_words: 20, max_words: 150 } },
      ],
      worksheet: {
        title: 'Science Year 5 - Earth and space',
        lines: ['1. Name the eight planets in order from the Sun.', '2. Why do we have day and night?', '3. How long does the Earth take to go round the Sun?', '4. Draw the life cycle of a butterfly and label each stage.', '5. Which planet would you like to visit, and why?'],
      },
      picture: { name: 'solar-system', alt: 'The Sun and planets on their orbits' },
      link: { url: 'https://www.bbc.co.uk/bitesize/subjects/z2pfb9q', description: 'BBC Bitesize: KS2 Science' },
    },
    maths: {
      questions: [
        { type: 'QT_14', name: 'Rounding', description: '<p>Round 45,678 to the nearest thousand. Type the number without commas.</p>', points: 2, data: { value: 46000, tolerance: 0, unit: null } },
        { type: 'QT_1', name: 'Place value', description: '<p>What is the value of the digit 7 in 372,514?</p>', points: 2, data: { options: options('70,000', '7,000', '700'), correct: 'a', shuffle: false } },
        { type: 'QT_17', name: 'Equivalent fractions', description: '<p>Choose the equivalent fraction.</p>', points: 2, data: { text: '2/3 is equivalent to [[*4/6|3/4|2/6]].' } },
        { type: 'QT_15', name: 'Adding fractions', description: '<p>Work out \\( \\frac{1}{8} + \\frac{5}{8} \\).</p>', points: 2, data: { expression: '6/8', variables: [] } },
        { type: 'QT_8', name: 'Explain your method', description: '<p>Explain how you add two fractions with the same denominator.</p>', points: 2, data: { min_words: 20, max_words: 150 } },
      ],
      worksheet: {
        title: 'Maths Year 5 - Place value and fractions',
        lines: ['1. Write in words: 372,514.', '2. Round 45,678 to the nearest 10, 100 and 1,000.', '3. Find two fractions equivalent to 2/3.', '4. Work out: 1/8 + 5/8 =     3/10 + 4/10 =', '5. Shade 3/4 of a circle and 2/5 of a rectangle.'],
      },
      picture: { name: 'fractions', alt: 'A circle cut into four equal parts with three shaded: three quarters' },
      link: { url: 'https://nrich.maths.org/primary', description: 'NRICH primary maths problems' },
    },
    english: {
      questions: [
        { type: 'QT_1', name: 'Myths and legends', description: '<p>Which of these is a Greek myth?</p>', points: 2, data: { options: options('Theseus and the Minotaur', 'Robin Hood', 'Cinderella'), correct: 'a', shuffle: true } },
        { type: 'QT_18', name: 'Find the adjectives', description: '<p>Click the adjectives.</p>', points: 2, data: { text: 'The [[brave]] knight rode into the [[dark]] forest.' } },
        { type: 'QT_16', name: 'Fronted adverbials', description: '<p>Drag a fronted adverbial into each gap.</p>', points: 2, data: { text: '[[Suddenly]], the dragon woke up. [[Later that night]], the village was silent.', distractors: ['Because'] } },
        { type: 'QT_3', name: 'Speech marks', description: '<p>Speech marks go around the words a character actually says.</p>', points: 2, data: { correct: true } },
        { type: 'QT_8', name: 'The opening of a legend', description: '<p>Write the opening of your own legend: introduce the hero and the place.</p>', points: 2, data: { min_words: 30, max_words: 250 } },
      ],
      worksheet: {
        title: 'English Year 6 - Myths and legends',
        lines: ['1. What is the difference between a myth and a legend?', '2. Underline the fronted adverbials in a paragraph of your reading book.', '3. Add speech marks: Run! shouted the king.', '4. Plan your legend: hero, setting, problem, ending.', '5. Write five powerful adjectives for a dragon.'],
      },
      picture: { name: 'book', alt: 'An open book with lines of text on both pages' },
      link: { url: 'https://www.bbc.co.uk/bitesize/subjects/zv48q6f', description: 'BBC Bitesize: KS2 English' },
    },
    art: {
      questions: [
        { type: 'QT_2', name: 'Primary colours', description: '<p>Tick the primary colours.</p>', points: 2, data: { options: options('Red', 'Blue', 'Yellow', 'Green', 'Orange'), correct: ['a', 'b', 'c'], shuffle: false } },
        { type: 'QT_21', name: 'Mixing paint', description: '<p>What colour do you get?</p>', points: 2, data: { rows: [{ id: 'r1', text: 'Red + yellow' }, { id: 'r2', text: 'Blue + yellow' }, { id: 'r3', text: 'Red + blue' }], columns: [{ id: 'o', text: 'Orange' }, { id: 'g', text: 'Green' }, { id: 'p', text: 'Purple' }], correct: { r1: 'o', r2: 'g', r3: 'p' } } },
        { type: 'QT_3', name: 'Warm colours', description: '<p>Blue is a warm colour.</p>', points: 2, data: { correct: false } },
        { type: 'QT_1', name: 'The colour wheel', description: '<p>Which colour is opposite red on the colour wheel?</p>', points: 2, data: { options: options('Green', 'Orange', 'Purple'), correct: 'a', shuffle: true } },
        { type: 'QT_8', name: 'Describe your painting', description: '<p>Describe the colours you mixed for your painting and why you chose them.</p>', points: 2, data: { min_words: 20, max_words: 150 } },
      ],
      worksheet: {
        title: 'Art Year 4 - Colour',
        lines: ['1. Colour the three primary colours.', '2. Mix two primary colours and paint the secondary colour you get.', '3. Make a colour wheel with six colours.', '4. Paint a sunset using only warm colours.', '5. Which colour did you like mixing best, and why?'],
      },
      picture: { name: 'colour-wheel', alt: 'A colour wheel with six colours' },
      link: { url: 'https://www.tate.org.uk/kids', description: 'Tate Kids' },
    },
  },
};

/** A course's subject texts in its tenant's language. */
export function subjectTexts(lang: string, discipline: string): SubjectTexts {
  const texts = SUBJECTS[lang]?.[subjectOf(discipline)];
  if (!texts) throw new Error(`demo data: no ${subjectOf(discipline)} texts in ${lang}`);
  return texts;
}
