// A teacher builds a test with one question of each of the 21 types through the question
// editor; a student (hugo, whom no other journey uses) takes it, partly offline, reloads, and hands it
// in with one question unanswered; the teacher grades the open answers and publishes; the student
// reads the result. Uses its own unit and lesson in Matemáticas 2º ESO.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { t } from './support/i18n';
import { createUnitAndLesson, escapeRegExp, expectNoAxeViolations, label, signIn } from './support/journeys';

const COURSE = 'Matemáticas 2º ESO';
const UNIT = `Unidad de evaluación ${Date.now().toString(36)}`;
const LESSON = 'Repaso con prueba';
const TEST = 'Prueba de repaso';
const FEEDBACK = 'Buen trabajo: repasa las fracciones.';

const TYPE_KEYS = {
  QT_1: 'singleChoice',
  QT_2: 'multipleChoice',
  QT_3: 'trueFalse',
  QT_4: 'cloze',
  QT_5: 'labelImage',
  QT_6: 'classify',
  QT_7: 'shortText',
  QT_8: 'longText',
  QT_9: 'fileUpload',
  QT_10: 'pencil',
  QT_11: 'clickToFind',
  QT_12: 'ordering',
  QT_13: 'matching',
  QT_14: 'numeric',
  QT_15: 'formula',
  QT_16: 'dragWords',
  QT_17: 'dropdownCloze',
  QT_18: 'highlightWords',
  QT_19: 'imageChoice',
  QT_20: 'audioAnswer',
  QT_21: 'matrix',
} as const;
type Code = keyof typeof TYPE_KEYS;

const typeName = (code: Code) => t('es', `questions:types.${TYPE_KEYS[code]}`);
const q = (key: string, values: Record<string, string | number> = {}) => t('es', `questions:${key}`, values);
const qm = (key: string, values: Record<string, string | number> = {}) => t('es', `questionsMore:${key}`, values);

async function fillText(scope: Locator, text: string, value: string): Promise<void> {
  await scope.getByLabel(label(text)).fill(value);
}

/** Options drawn as cards: the label covers the native input, so a person clicks the label. */
async function choose(scope: Locator, text: string): Promise<void> {
  await scope.locator('label').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) }).click();
  await expect(scope.getByLabel(text, { exact: true })).toBeChecked();
}

async function uploadImage(scope: Locator, fieldLabel: string, file: string): Promise<void> {
  await scope.getByLabel(label(fieldLabel)).setInputFiles(`server/demo-media/${file}`);
}

/** Each type's authoring form, filled by keyboard and mouse so that it is valid. `key` is the answer-key fieldset. */
const AUTHOR: Record<Code, { name: string; fill: (key: Locator, page: Page) => Promise<void> }> = {
  QT_1: {
    name: '¿Cuánto es 2 + 3?',
    fill: async (key) => {
      await fillText(key, q('editor.option', { n: 1 }), '4');
      await fillText(key, q('editor.option', { n: 2 }), '5');
      await key.getByLabel(q('editor.markRight', { label: q('editor.option', { n: 2 }) })).check();
    },
  },
  QT_2: {
    name: 'Números primos',
    fill: async (key) => {
      await fillText(key, q('editor.option', { n: 1 }), '2');
      await fillText(key, q('editor.option', { n: 2 }), '4');
      await key.getByRole('button', { name: q('editor.addOption') }).click();
      await fillText(key, q('editor.option', { n: 3 }), '7');
      await key.getByLabel(q('editor.markRight', { label: q('editor.option', { n: 1 }) })).check();
      await key.getByLabel(q('editor.markRight', { label: q('editor.option', { n: 3 }) })).check();
    },
  },
  QT_3: {
    name: 'El 7 es par',
    fill: async (key) => {
      await choose(key.getByRole('radiogroup', { name: q('qt3.rightIs') }), q('qt3.false'));
    },
  },
  QT_4: {
    name: 'La mitad de diez',
    fill: async (key) => {
      await fillText(key, q('qt4.text'), 'La mitad de 10 es [[5|cinco]].');
      await expect(key.getByRole('heading', { name: q('qt4.gapsFound_one', { count: 1 }) })).toBeVisible();
    },
  },
  QT_5: {
    name: 'Etiqueta el río',
    fill: async (key) => {
      await uploadImage(key, q('editor.image'), 'river.png');
      await expect(key.getByText(q('upload.current', { name: 'river.png' }))).toBeVisible({ timeout: 20_000 });
      await key.getByRole('button', { name: q('qt5.addTarget') }).click();
      await key.getByRole('button', { name: q('qt5.addLabel') }).click();
      await fillText(key, q('qt5.label', { n: 1 }), 'Río');
      await key.getByRole('button', { name: q('qt5.addLabel') }).click();
      await fillText(key, q('qt5.label', { n: 2 }), 'Montaña');
      await key.getByLabel(label(q('qt5.rightLabelOf', { n: 1 }))).selectOption({ label: 'Río' });
    },
  },
  QT_6: {
    name: 'Pares e impares',
    fill: async (key) => {
      await fillText(key, q('qt6.category', { n: 1 }), 'Par');
      await fillText(key, q('qt6.category', { n: 2 }), 'Impar');
      await fillText(key, q('qt6.item', { n: 1 }), '4');
      await key.getByLabel(label(q('qt6.rightCategoryOf', { n: 1 }))).selectOption({ label: 'Par' });
      await key.getByRole('button', { name: q('qt6.addItem') }).click();
      await fillText(key, q('qt6.item', { n: 2 }), '9');
      await key.getByLabel(label(q('qt6.rightCategoryOf', { n: 2 }))).selectOption({ label: 'Impar' });
    },
  },
  QT_7: {
    name: 'Polígono de tres lados',
    fill: async (key) => {
      await fillText(key, q('qt7.acceptedN', { n: 1 }), 'triángulo');
    },
  },
  QT_8: {
    name: 'Explica qué es una fracción',
    fill: async (key) => {
      await key.getByLabel(label(q('qt8.maxWords'))).fill('200');
    },
  },
  QT_9: {
    name: 'Sube tu hoja de cálculos',
    fill: async (key) => {
      await expect(key.getByLabel(q('upload.kinds.pdf'))).toBeChecked();
    },
  },
  QT_10: {
    name: 'Dibuja un triángulo',
    fill: async (key) => {
      await expect(key.getByText(q('qt10.noBackground'))).toBeVisible();
    },
  },
  QT_11: {
    name: 'Encuentra el puente',
    fill: async (key) => {
      await uploadImage(key, q('editor.image'), 'river.png');
      await expect(key.getByText(q('upload.current', { name: 'river.png' }))).toBeVisible({ timeout: 20_000 });
      await key.getByRole('button', { name: q('qt11.addArea') }).click();
      await expect(key.getByLabel(label(q('qt11.w', { n: 1 })))).toHaveValue('12');
    },
  },
  QT_12: {
    name: 'Ordena de menor a mayor',
    fill: async (key) => {
      await fillText(key, qm('ordering.editor.item', { n: 1 }), '0,25');
      await fillText(key, qm('ordering.editor.item', { n: 2 }), '0,5');
      await fillText(key, qm('ordering.editor.item', { n: 3 }), '0,75');
    },
  },
  QT_13: {
    name: 'Países y capitales',
    fill: async (key) => {
      await fillText(key, qm('matching.editor.leftItem', { n: 1 }), 'España');
      await fillText(key, qm('matching.editor.leftItem', { n: 2 }), 'Francia');
      await fillText(key, qm('matching.editor.rightItem', { n: 1 }), 'Madrid');
      await fillText(key, qm('matching.editor.rightItem', { n: 2 }), 'París');
      await key.getByLabel(label(qm('matching.editor.pairOf', { name: 'España' }))).selectOption({ label: 'Madrid' });
      await key.getByLabel(label(qm('matching.editor.pairOf', { name: 'Francia' }))).selectOption({ label: 'París' });
    },
  },
  QT_14: {
    name: '¿Cuánto es 3 × 4?',
    fill: async (key) => {
      await fillText(key, qm('numeric.editor.value'), '12');
    },
  },
  QT_15: {
    name: 'Doble de x más uno',
    fill: async (key) => {
      await fillText(key, qm('formula.editor.variables'), 'x');
      await fillText(key, qm('formula.editor.expression'), '2(x+1)');
    },
  },
  QT_16: {
    name: 'El doble de tres',
    fill: async (key) => {
      await fillText(key, qm('dragWords.editor.text'), 'El [[doble]] de 3 es 6.');
      await key.getByRole('button', { name: qm('dragWords.editor.addDistractor') }).click();
      await fillText(key, qm('dragWords.editor.distractor', { n: 1 }), 'triple');
    },
  },
  QT_17: {
    name: '¿Par o impar?',
    fill: async (key) => {
      await fillText(key, qm('dropdownCloze.editor.text'), 'El 5 es un número [[*impar|par]].');
    },
  },
  QT_18: {
    name: 'Marca los pares',
    fill: async (key) => {
      await fillText(key, qm('highlight.editor.text'), 'Los números [[dos]] y [[cuatro]] son pares; tres no lo es.');
    },
  },
  QT_19: {
    name: '¿Dónde hay agua en calma?',
    fill: async (key) => {
      const optionA = qm('imageChoice.option', { letter: 'A' });
      const optionB = qm('imageChoice.option', { letter: 'B' });
      await fillText(key, qm('imageChoice.editor.alt', { label: optionA }), 'Una gota de agua');
      await fillText(key, qm('imageChoice.editor.alt', { label: optionB }), 'Un río entre montañas');
      await uploadImage(key, qm('imageChoice.editor.image', { label: optionA }), 'drop.jpg');
      await expect(key.getByRole('img', { name: 'Una gota de agua' })).toBeVisible({ timeout: 20_000 });
      await uploadImage(key, qm('imageChoice.editor.image', { label: optionB }), 'river.png');
      await expect(key.getByRole('img', { name: 'Un río entre montañas' })).toBeVisible({ timeout: 20_000 });
      await key.getByLabel(qm('imageChoice.editor.isCorrect', { label: optionA })).check();
    },
  },
  QT_20: {
    name: 'Lee en voz alta el número 1234',
    fill: async (key) => {
      await fillText(key, qm('audio.editor.maxSeconds'), '60');
    },
  },
  QT_21: {
    name: 'Verdadero o falso en tabla',
    fill: async (key) => {
      await fillText(key, qm('matrix.editor.row', { n: 1 }), 'El 2 es par');
      await key.getByRole('button', { name: qm('matrix.editor.addRow') }).click();
      await fillText(key, qm('matrix.editor.row', { n: 2 }), 'El 3 es par');
      await fillText(key, qm('matrix.editor.column', { n: 1 }), 'Sí');
      await fillText(key, qm('matrix.editor.column', { n: 2 }), 'No');
      await key.getByLabel(label(qm('matrix.editor.correctOf', { name: 'El 2 es par' }))).selectOption({ label: 'Sí' });
      await key.getByLabel(label(qm('matrix.editor.correctOf', { name: 'El 3 es par' }))).selectOption({ label: 'No' });
    },
  },
};

/** How hugo answers each question (right where simple); QT_20 stays unanswered. `region` is the question's section. */
const ANSWER: Partial<Record<Code, (region: Locator, page: Page) => Promise<void>>> = {
  QT_1: (region) => choose(region, '5'),
  QT_2: async (region) => {
    await choose(region, '2');
    await choose(region, '7');
  },
  QT_3: (region) => choose(region, q('qt3.false')),
  QT_4: (region) => region.getByRole('textbox', { name: q('qt4.gap', { n: 1 }) }).fill('cinco'),
  QT_5: async (region) => {
    await region.getByLabel(label(q('qt5.target', { n: 1 }))).selectOption({ label: 'Río' });
  },
  QT_6: async (region) => {
    await choose(region.getByRole('radiogroup', { name: '4' }), 'Par');
    await choose(region.getByRole('radiogroup', { name: '9' }), 'Impar');
  },
  QT_7: (region) => region.getByRole('textbox').fill('Triángulo'),
  QT_8: (region) => region.getByRole('textbox').fill('Una fracción es una parte de la unidad: el denominador dice en cuántas partes se divide y el numerador cuántas se toman.'),
  QT_9: async (region) => {
    await region.getByLabel(q('qt9.choose')).setInputFiles('server/demo-media/water-worksheet.es.pdf');
    await expect(region.getByText('water-worksheet.es.pdf', { exact: true })).toBeVisible({ timeout: 20_000 });
  },
  QT_10: async (region, page) => {
    const surface = region.getByRole('img', { name: q('qt10.surface') });
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (!box) throw new Error('no drawing surface');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.7, { steps: 8 });
    await page.mouse.up();
    await expect(region.getByText(q('qt10.strokes_one', { count: 1 }))).toBeVisible();
  },
  QT_11: async (region) => {
    // By keyboard: the sight starts in the middle, where the area is; Enter marks.
    await region.getByRole('application').press('Enter');
    await expect(region.getByRole('button', { name: q('qt11.removeMark', { n: 1 }) })).toBeVisible();
  },
  QT_12: async (region) => {
    const right = ['0,25', '0,5', '0,75'];
    for (const [index, text] of right.entries()) {
      const order = (await region.locator('ol li').allInnerTexts()).map((row) => row.trim());
      const at = order.findIndex((row) => row.includes(text));
      for (let step = at; step > index; step -= 1) await region.getByRole('button', { name: qm('ordering.up', { name: text }) }).click();
    }
    const keep = region.getByRole('button', { name: qm('ordering.keep') });
    if (await keep.isVisible()) await keep.click();
    await expect(region.locator('ol li').first()).toContainText('0,25');
    await expect(region.locator('ol li').last()).toContainText('0,75');
  },
  QT_13: async (region) => {
    await region.getByRole('combobox', { name: 'España' }).selectOption({ label: 'Madrid' });
    await region.getByRole('combobox', { name: 'Francia' }).selectOption({ label: 'París' });
  },
  QT_14: (region) => region.getByLabel(qm('numeric.label')).fill('12'),
  QT_15: (region) => region.getByLabel(qm('formula.label')).fill('2x + 2'),
  QT_16: async (region) => {
    await region.getByRole('button', { name: 'doble', exact: true }).click();
    await region.getByRole('button', { name: qm('dragWords.gapEmpty', { n: 1 }) }).click();
    await expect(region.getByRole('button', { name: qm('dragWords.gapFilled', { n: 1, word: 'doble' }) })).toBeVisible();
  },
  QT_17: async (region) => {
    await region.getByRole('combobox', { name: qm('dropdownCloze.gap', { n: 1 }) }).selectOption('impar');
  },
  QT_18: async (region) => {
    await region.getByRole('button', { name: 'dos', exact: true }).click();
    await region.getByRole('button', { name: 'cuatro', exact: true }).click();
    await expect(region.getByRole('button', { name: 'cuatro', exact: true })).toHaveAttribute('aria-pressed', 'true');
  },
  QT_19: async (region) => {
    await region.getByRole('radio', { name: 'A. Una gota de agua' }).check();
  },
  QT_21: async (region) => {
    await region.getByRole('radio', { name: 'El 2 es par Sí' }).check();
    await region.getByRole('radio', { name: 'El 3 es par No' }).check();
  },
};

/** What hugo's answers look like once the page is loaded again (online and offline ones alike). */
async function expectAnswerKept(region: Locator, code: Code): Promise<void> {
  if (code === 'QT_1') await expect(region.getByLabel('5', { exact: true })).toBeChecked();
  if (code === 'QT_7') await expect(region.getByRole('textbox')).toHaveValue('Triángulo');
  if (code === 'QT_14') await expect(region.getByLabel(qm('numeric.label'))).toHaveValue('12');
  if (code === 'QT_15') await expect(region.getByLabel(qm('formula.label'))).toHaveValue('2x + 2');
  if (code === 'QT_17') await expect(region.getByRole('combobox', { name: qm('dropdownCloze.gap', { n: 1 }) })).toHaveValue('impar');
  if (code === 'QT_21') await expect(region.getByRole('radio', { name: 'El 3 es par No' })).toBeChecked();
}

const CODES = Object.keys(TYPE_KEYS) as Code[];

async function addQuestion(page: Page, code: Code, checkAxe: boolean): Promise<void> {
  const { name, fill } = AUTHOR[code];
  await page.getByRole('button', { name: t('es', 'assessmentEditor:panel.add') }).click();
  await page.getByRole('menuitem', { name: typeName(code), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'assessmentEditor:editor.newTitle', { type: typeName(code) }) })).toBeVisible();
  expect(page.url()).toContain(`/new-question/${code}`);
  await page.getByLabel(label(t('es', 'assessmentEditor:editor.name'))).fill(name);
  await page.getByLabel(label(t('es', 'assessmentEditor:editor.points'))).fill('2');
  const key = page.getByRole('group', { name: t('es', 'assessmentEditor:editor.answerKey', { type: typeName(code) }) });
  await fill(key, page);
  // The preview appears once the question is complete.
  await expect(page.getByText(t('es', 'assessmentEditor:editor.preview.incomplete'))).toHaveCount(0);
  if (checkAxe) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('es', 'assessmentEditor:editor.create') }).click();
  await expect(page.getByRole('link', { name: t('es', 'assessmentEditor:panel.editNamed', { name }) })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let courseGuid = '';
let lessonGuid = '';
let assessmentGuid = '';
let lessonUrl = '';

test('a teacher builds a test with one question of each of the 21 types', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();

  await createUnitAndLesson(page, UNIT, LESSON);
  lessonUrl = page.url();

  // The test: 30 minutes, published, evaluable.
  await page.getByRole('link', { name: t('es', 'lesson:lesson.addContent') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'lesson:editor.choose.title') })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${t('es', 'catalog:contentTypes.test')}\\b`) }).click();
  await page.getByLabel(label(t('es', 'lesson:editor.name'))).fill(TEST);
  await page.getByLabel(t('es', 'lesson:editor.test.unlimited')).uncheck();
  await page.getByLabel(label(t('es', 'lesson:editor.test.duration'))).fill('30');
  await page.getByLabel(t('es', 'lesson:editor.visibility.published')).check();
  await expect(page.getByLabel(t('es', 'lesson:editor.visibility.evaluable'))).toBeChecked();
  await page.getByRole('button', { name: t('es', 'lesson:editor.create') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('es', 'assessmentEditor:panel.title') })).toBeVisible();
  const match = /\/course\/([^/]+)\/(?:unit\/[^/]+\/)?lesson\/([^/]+)\/edit\/([^/?#]+)/.exec(page.url());
  expect(match, page.url()).not.toBeNull();
  [, courseGuid, lessonGuid, assessmentGuid] = match as unknown as [string, string, string, string];

  for (const code of CODES) await addQuestion(page, code, true);
  await expect(page.getByText(t('es', 'assessmentEditor:panel.questionsCount_other', { count: 21 }))).toBeVisible();
  await expectNoAxeViolations(page);
});

const MANUAL_GRADES: { code: Code; score: string; feedback: string }[] = [
  { code: 'QT_8', score: '1,5', feedback: 'Falta un ejemplo.' },
  { code: 'QT_9', score: '2', feedback: 'Hoja completa.' },
  { code: 'QT_10', score: '1', feedback: 'El triángulo está bien, pero sin medidas.' },
];

const a = (key: string, values: Record<string, string | number> = {}) => t('es', `assessment:${key}`, values);
const r = (key: string, values: Record<string, string | number> = {}) => t('es', `results:${key}`, values);

/** The countdown's value in seconds, read from its accessible name. */
async function secondsLeft(page: Page): Promise<number> {
  const name = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const parts = /(\d+(?::\d{2}){1,2})/.exec(name)?.[1]?.split(':').map(Number) ?? [];
  if (parts.length === 0) throw new Error(`no time in «${name}»`);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const questionRegion = (page: Page, code: Code) => page.getByRole('region', { name: AUTHOR[code].name, exact: true }).first();

async function newSignedInPage(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'tiza', email, 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  return { context, page };
}

test('hugo takes the test, partly offline, reloads, and hands it in with one question unanswered', async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page } = await newSignedInPage(browser, 'hugo@tiza.demo');
  await page.goto(lessonUrl);
  await page.getByRole('link', { name: TEST }).click();
  await page.getByRole('link', { name: a('intro.start') }).click();
  await page.getByRole('button', { name: a('intro.start') }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(a('question.position', { current: 1, total: 21 }))).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [index, code] of CODES.entries()) {
    if (code === 'QT_12') {
      // Halfway: everything so far is on the server; then the connection drops.
      await expect(page.getByText(a('save.saved'))).toBeVisible();
      await context.setOffline(true);
    }
    const region = questionRegion(page, code);
    await expect(region).toBeVisible();
    await ANSWER[code]?.(region, page);
    if (code === 'QT_12') await expect(page.getByText(a('save.offline')).first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (index < CODES.length - 1) await page.getByRole('link', { name: a('question.next') }).click();
  }
  await expect(page.getByText(a('save.offline')).first()).toBeVisible();

  // Back online: the answers kept on the device reach the server.
  await context.setOffline(false);
  await expect(page.getByText(a('save.saved'))).toBeVisible();
  const before = await secondsLeft(page);

  // A reload finds every answer (online and offline ones) and the same countdown, not a fresh one.
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(before);
  for (const [index, code] of CODES.entries()) {
    const state = code === 'QT_20' ? a('question.unanswered') : a('question.answered');
    await expect(page.getByRole('link', { name: `${a('navigator.item', { number: index + 1 })}, ${state}`, exact: true })).toBeVisible();
  }
  for (const code of ['QT_1', 'QT_7', 'QT_14', 'QT_15', 'QT_17', 'QT_21'] as Code[]) {
    await page.getByRole('link', { name: new RegExp(`^${a('navigator.item', { number: CODES.indexOf(code) + 1 })}, `) }).click();
    await expectAnswerKept(questionRegion(page, code), code);
  }

  // Submitting warns about the unanswered question, then hands in for good.
  await page.getByRole('button', { name: a('submit.open') }).click();
  const dialog = page.getByRole('alertdialog', { name: a('submit.title') });
  await expect(dialog.getByText(a('submit.unanswered_one', { count: 1 }))).toBeVisible();
  await expect(dialog.getByRole('link', { name: `${a('navigator.item', { number: 20 })}: ${AUTHOR.QT_20.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: a('submit.confirm') }).click();
  await expect(page.getByRole('heading', { level: 1, name: a('done.title') })).toBeVisible();
  await context.close();
});

test('the teacher grades the open answers, leaves feedback and publishes the results', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'tiza', 'teacher@tiza.demo', 'es');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'home:title') })).toBeVisible();
  await page.goto(`/course/${courseGuid}/lesson/${lessonGuid}/results-assessment/${assessmentGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: r('title', { name: TEST }) })).toBeVisible();
  const row = page.getByRole('row', { name: /Hugo Fernández Gil/ });
  await expect(row.getByText(r('status.delivered'))).toBeVisible();
  await expect(row.getByText(r('table.toGrade_other', { count: 3 }))).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Hugo Fernández Gil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: r('individual.title', { name: 'Hugo Fernández Gil' }) })).toBeVisible();
  await expect(page.getByText(q('review.scorePending', { max: '2' }))).toHaveCount(3);
  await expectNoAxeViolations(page);

  for (const { code, score, feedback } of MANUAL_GRADES) {
    const form = page.getByRole('form', { name: r('grade.formFor', { name: AUTHOR[code].name }) });
    await form.getByLabel(label(r('grade.score', { max: '2' }))).fill(score);
    await form.getByLabel(label(r('grade.feedback'))).fill(feedback);
    await form.getByRole('button', { name: r('grade.save') }).click();
    await expect(questionRegion(page, code).getByText(q('review.score', { points: score, max: '2' }))).toBeVisible();
  }
  await expect(page.getByText(q('review.scorePending', { max: '2' }))).toHaveCount(0);
  // 17 objective answers right (2 points each; those given offline too, so they reached the server),
  // 4,5 points by hand, the audio unanswered: 38,5 of 42 → 9,17 of 10.
  await expect(page.getByText(r('individual.pointsValue', { points: '38,5', max: '42' }))).toBeVisible();
  await expect(page.getByText(r('table.scoreValue', { score: '9,17', scale: '10' }))).toBeVisible();

  await page.getByLabel(label(r('job.feedback'))).fill(FEEDBACK);
  await page.getByRole('button', { name: r('job.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: r('announce.jobSaved') })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: r('breadcrumbs.results') }).click();
  await expect(page.getByRole('heading', { level: 1, name: r('title', { name: TEST }) })).toBeVisible();
  await expect(row.getByText(r('status.evaluated'))).toBeVisible();
  await page.getByRole('button', { name: r('publication.publish') }).click();
  const dialog = page.getByRole('alertdialog', { name: r('publication.publishTitle') });
  await dialog.getByRole('button', { name: r('publication.publish') }).click();
  await expect(page.getByText(r('publication.published'), { exact: true })).toBeVisible();
  await expect(row.getByText(r('table.scoreValue', { score: '9,17', scale: '10' }))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('hugo reads his published result: the score and the feedback of each question', async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page } = await newSignedInPage(browser, 'hugo@tiza.demo');
  await page.goto(lessonUrl);
  await page.getByRole('link', { name: TEST }).click();
  await expect(page.getByRole('heading', { level: 2, name: a('card.yourScore') })).toBeVisible();
  await expect(page.getByText(a('card.scoreValue', { score: '9,17', scale: '10' })).first()).toBeVisible();
  await expect(page.getByText(FEEDBACK)).toBeVisible();

  await page.getByRole('link', { name: a('card.seeResults') }).click();
  await expect(page.getByRole('heading', { level: 1, name: r('student.title', { name: TEST }) })).toBeVisible();
  await expect(questionRegion(page, 'QT_1').getByText(q('review.score', { points: '2', max: '2' }))).toBeVisible();
  await expect(questionRegion(page, 'QT_14').getByText(qm('review.points', { points: '2', max: '2' }))).toBeVisible();
  await expect(questionRegion(page, 'QT_20').getByText(qm('review.points', { points: '0', max: '2' }))).toBeVisible();
  for (const { code, score, feedback } of MANUAL_GRADES) {
    await expect(questionRegion(page, code).getByText(q('review.score', { points: score, max: '2' }))).toBeVisible();
    await expect(page.getByText(feedback)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: r('job.feedbackForYou') })).toBeVisible();
  await expect(page.getByText(FEEDBACK)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
