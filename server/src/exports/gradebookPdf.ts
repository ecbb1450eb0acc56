import PDFDocument from 'pdfkit';
import type { RoleWord } from '@domain/users/roleWord';
import { fill, type ExportTexts } from './exportTexts';
import { finalGradeOf, fullName, schemePeriods, termOf, type ExportCell, type ExportFinalGrade, type ExportGrid, type ExportHeading, type ExportItem, type ExportStudent } from './exportModel';

/** Which report: the class (teachers and admins), or one student's (a student gets only their own). */
export type PdfReport = { kind: 'class' } | { kind: 'student'; studentGuid: string; /** The word naming them ("Alumna: …"). */ role: RoleWord };

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

const MARGIN = 36;
const FOOTER_SPACE = 22;
const PAD = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#111827';
const MUTED = '#4b5563';
const STRIPE = '#f3f4f6';
const RULE = '#d1d5db';
const DASH = '—';
/** Bounds that keep a report finite whatever the data: header lines per column, lines per cell. */
const HEADER_LINES = 5;
const NAME_LINES = 2;
const FEEDBACK_LINES = 8;
const NAME_COLUMN = 150;
const ITEM_COLUMN = 54;
const MAX_ITEM_COLUMN = 96;
const GRADE_COLUMN = 72;

// The standard PDF fonts speak WinAnsi (cp1252): Latin-1 plus these. es, pt and en texts fit; anything else is
// spelled without its accents when it has a base letter, else shown as '?', rather than drawn as garbage.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ŀ: 'L', ŀ: 'l', ﬁ: 'fi', ﬂ: 'fl', '\u2212': '-', '\u2009': ' ', '\u202f': ' ' };

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) || char === '\n';
}

/** A text the standard fonts can draw (see above). */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (drawable(char)) out += char;
    else if (SPELLED[char] !== undefined) out += SPELLED[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}

/** The tenant's colour when it is a hex colour pdfkit draws the same as the browser; ink otherwise. */
function brandColour(primary: string): string {
  const value = primary.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return INK;
}

/** White or ink on a filled header, whichever reads better (WCAG relative luminance). */
function textOn(background: string): string {
  const channel = (i: number) => {
    const c = parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.4 ? INK : '#ffffff';
}

/** A text without line breaks narrower than `width` in the current font. */
function fitsOneLine(doc: Doc, text: string, width: number): boolean {
  return !text.includes('\n') && doc.widthOfString(text) <= width;
}

interface Column {
  header: string;
  /** A second header line that is never cut (an item's maximum under its long name). */
  sub?: string;
  width: number;
  align?: Align;
  /** Lines a cell of this column may take before it is cut with an ellipsis. */
  maxLines?: number;
}

interface Table {
  title?: string;
  columns: Column[];
  rows: string[][];
}

/** Pages, a header on each, tables that break across pages repeating their header row, page numbers at the end. */
class Report {
  readonly doc: Doc;
  private y = MARGIN;
  private readonly colour: string;

  constructor(
    private readonly heading: ExportHeading,
    private readonly texts: ExportTexts,
    private readonly layout: 'portrait' | 'landscape',
    private readonly title: string,
    private readonly subtitle: string | undefined,
  ) {
    this.colour = brandColour(heading.primary);
    this.doc = new PDFDocument({
      size: 'A4',
      layout,
      margin: MARGIN,
      bufferPages: true,
      lang: texts.language,
      displayTitle: true,
      info: { Title: pdfText(`${heading.courseName} · ${title}`), Author: pdfText(heading.brand), Creator: 'Tiza' },
    });
    this.firstHeader();
  }

  private get left(): number {
    return MARGIN;
  }

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Text at (x, y) inside a box: never flows onto a new page (pdfkit would add one on its own). */
  private put(text: string, x: number, y: number, options: { width: number; lines?: number; font?: string; size?: number; colour?: string; align?: Align }): void {
    const { doc } = this;
    doc.font(options.font ?? FONT).fontSize(options.size ?? 9).fillColor(options.colour ?? INK);
    const lines = options.lines ?? 1;
    const drawn = pdfText(text);
    if (drawn.trim() === '') return;
    // Most cells fit on one line (a number, a name): placed directly; only longer texts go through pdfkit's line wrapper.
    if (fitsOneLine(doc, drawn, options.width)) {
      const offset = options.align === 'right' ? options.width - doc.widthOfString(drawn) : options.align === 'center' ? (options.width - doc.widthOfString(drawn)) / 2 : 0;
      doc.text(drawn, x + offset, y, { lineBreak: false });
      return;
    }
    doc.text(drawn, x, y, { width: options.width, height: lines * doc.currentLineHeight(true) + 0.5, ellipsis: true, align: options.align ?? 'left', lineBreak: lines > 1 });
  }

  /** The height `text` takes in `width`, at most `lines` lines. */
  private measure(text: string, width: number, font: string, size: number, lines: number): number {
    const { doc } = this;
    doc.font(font).fontSize(size);
    const line = doc.currentLineHeight(true);
    // One line is one line whatever the text (it is cut with an ellipsis): no need to lay it out.
    if (lines <= 1 || text === '') return line;
    const drawn = pdfText(text);
    if (fitsOneLine(doc, drawn, width)) return line;
    const height = doc.heightOfString(drawn, { width });
    return Math.min(Math.max(height, line), lines * line);
  }

  private firstHeader(): void {
    const { heading, texts } = this;
    const top = MARGIN;
    const date = fill(texts.file.date, { date: texts.date(heading.now, heading.timeZone) });
    this.put(heading.brand, this.left, top, { width: this.width * 0.6, font: BOLD, size: 18, colour: this.colour });
    this.put(date, this.left + this.width * 0.6, top + 4, { width: this.width * 0.4, size: 9, colour: MUTED, align: 'right' });
    let y = top + 26;
    if (heading.schoolName !== '') {
      this.put(heading.schoolName, this.left, y, { width: this.width, size: 10, colour: MUTED });
      y += 14;
    }
    this.put(heading.courseName, this.left, y, { width: this.width, font: BOLD, size: 14 });
    y += 19;
    this.put(this.title, this.left, y, { width: this.width, size: 11 });
    y += 15;
    if (this.subtitle !== undefined) {
      this.put(this.subtitle, this.left, y, { width: this.width, font: BOLD, size: 11 });
      y += 15;
    }
    this.rule(y + 2, this.colour, 1.5);
    this.y = y + 14;
  }

  private runningHeader(): void {
    const line = [this.heading.brand, this.heading.schoolName, this.heading.courseName, this.subtitle ?? this.title].filter((part) => part !== '').join(' · ');
    this.put(line, this.left, MARGIN, { width: this.width, size: 8, colour: MUTED });
    this.rule(MARGIN + 13, this.colour, 0.75);
    this.y = MARGIN + 22;
  }

  private rule(y: number, colour: string, width: number): void {
    this.doc.save().moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(width).strokeColor(colour).stroke().restore();
  }

  private newPage(): void {
    this.doc.addPage({ size: 'A4', layout: this.layout, margin: MARGIN });
    this.runningHeader();
  }

  /** Room for `height` more points on this page, else a new page. */
  private ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  section(text: string): void {
    this.ensure(60);
    this.y += 4;
    this.put(text, this.left, this.y, { width: this.width, font: BOLD, size: 12, colour: this.colour, lines: 2 });
    this.y += this.measure(text, this.width, BOLD, 12, 2) + 6;
  }

  paragraph(text: string, options: { bold?: boolean } = {}): void {
    const font = options.bold === true ? BOLD : FONT;
    const height = this.measure(text, this.width, font, 10, 4);
    this.ensure(height + 4);
    this.put(text, this.left, this.y, { width: this.width, font, size: 10, lines: 4 });
    this.y += height + 8;
  }

  table(table: Table): void {
    const headHeight = (c: Column) => this.measure(c.header, c.width - 2 * PAD, BOLD, 8, HEADER_LINES) + (c.sub === undefined ? 0 : this.measure(c.sub, c.width - 2 * PAD, FONT, 8, 1));
    const headerHeight = Math.max(...table.columns.map(headHeight)) + 2 * PAD;
    const rowHeights = table.rows.map((row) => Math.max(...table.columns.map((c, i) => this.measure(row[i] ?? '', c.width - 2 * PAD, FONT, 9, c.maxLines ?? 1))) + 2 * PAD);
    const titleHeight = table.title === undefined ? 0 : this.measure(table.title, this.width, BOLD, 10, 2) + 4;
    // The title, the header row and the first row stay together.
    this.ensure(titleHeight + headerHeight + (rowHeights[0] ?? 0));
    const drawHead = (continued: boolean) => {
      if (table.title !== undefined) {
        const title = continued ? fill(this.texts.file.continued, { title: table.title }) : table.title;
        this.put(title, this.left, this.y, { width: this.width, font: BOLD, size: 10, lines: 2 });
        this.y += titleHeight;
      }
      this.doc.save().rect(this.left, this.y, this.tableWidth(table), headerHeight).fill(this.colour).restore();
      let x = this.left;
      for (const column of table.columns) {
        const width = column.width - 2 * PAD;
        this.put(column.header, x + PAD, this.y + PAD, { width, font: BOLD, size: 8, colour: textOn(this.colour), lines: HEADER_LINES, align: column.align });
        if (column.sub !== undefined) {
          const below = this.y + PAD + this.measure(column.header, width, BOLD, 8, HEADER_LINES);
          this.put(column.sub, x + PAD, below, { width, size: 8, colour: textOn(this.colour), align: column.align });
        }
        x += column.width;
      }
      this.y += headerHeight;
    };
    drawHead(false);
    table.rows.forEach((row, index) => {
      const height = rowHeights[index] ?? 0;
      if (this.y + height > this.bottom) {
        this.newPage();
        drawHead(true);
      }
      if (index % 2 === 1) this.doc.save().rect(this.left, this.y, this.tableWidth(table), height).fill(STRIPE).restore();
      let x = this.left;
      table.columns.forEach((column, i) => {
        this.put(row[i] ?? '', x + PAD, this.y + PAD, { width: column.width - 2 * PAD, size: 9, lines: column.maxLines ?? 1, align: column.align });
        x += column.width;
      });
      this.y += height;
      this.doc.save().moveTo(this.left, this.y).lineTo(this.left + this.tableWidth(table), this.y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    });
    this.y += 12;
  }

  private tableWidth(table: Table): number {
    return table.columns.reduce((sum, c) => sum + c.width, 0);
  }

  /** Columns of items that fit the page width next to the name column (and the grade column of the last part). */
  itemsPerPart(): number {
    return Math.max(1, Math.floor((this.width - NAME_COLUMN - GRADE_COLUMN) / ITEM_COLUMN));
  }

  get pageWidth(): number {
    return this.width;
  }

  /** Writes "n / m" on every page and returns the whole file. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      // The footer sits in the bottom margin: pdfkit must not see it as overflow.
      doc.page.margins.bottom = 0;
      const text = fill(this.texts.file.page, { page: i - range.start + 1, pages: range.count });
      this.put(text, this.left, doc.page.height - MARGIN - 4, { width: this.width, size: 8, colour: MUTED, align: 'center' });
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', () => resolve());
      doc.on('error', reject);
    });
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

function scoreText(cell: ExportCell | undefined, texts: ExportTexts): string {
  if (cell === undefined) return DASH;
  if (cell.excused === true) return texts.file.excused;
  return cell.score === null ? DASH : texts.number(cell.score);
}

/** "7,33 (73,33 %)"; a student's unpublished period says so; nothing to count gives a dash. */
function finalText(grade: ExportFinalGrade | undefined, texts: ExportTexts, studentView: boolean): string {
  if (grade === undefined) return DASH;
  if (studentView && !grade.published) return texts.file.notPublished;
  if (grade.grade === null) return DASH;
  const scaled = texts.grade(grade.grade);
  return grade.percent === null ? scaled : `${scaled} (${fill(texts.file.percent, { value: texts.number(grade.percent) })})`;
}

/** An item's column header: its name, and under it its maximum ("/10"). */
function itemColumn(item: ExportItem, texts: ExportTexts, width: number): Column {
  return { header: item.name, sub: `/${texts.number(item.max_score)}`, width, align: 'right' };
}

interface Group {
  /** The final grade shown with the group: its period, or 'annual' for the items without one. */
  period: string;
  title: string;
  items: { item: ExportItem; index: number }[];
}

/** The scheme's periods with their items, then the items without a period (counted in the annual grade only). */
function groups(grid: ExportGrid, texts: ExportTexts, keep: (item: ExportItem) => boolean): { terms: Group[]; withoutPeriod: Group } {
  const indexed = grid.items.map((item, index) => ({ item, index })).filter(({ item }) => keep(item));
  const terms = schemePeriods(grid).map((period) => ({ period, title: texts.period(period), items: indexed.filter(({ item }) => termOf(item, grid) === period) }));
  return { terms, withoutPeriod: { period: 'annual', title: texts.file.withoutPeriod, items: indexed.filter(({ item }) => termOf(item, grid) === undefined) } };
}

function classReport(report: Report, grid: ExportGrid, texts: ExportTexts): void {
  const { file } = texts;
  if (grid.students.length === 0) {
    report.paragraph(file.noStudents);
    return;
  }
  const periodWidth = Math.min(130, (report.pageWidth - 190) / Math.max(1, grid.periods.length));
  report.section(file.finalGrades);
  report.table({
    columns: [{ header: file.student, width: 190, maxLines: NAME_LINES }, ...grid.periods.map((p) => ({ header: texts.period(p), width: periodWidth, align: 'right' as const }))],
    rows: grid.students.map((s) => [fullName(s), ...grid.periods.map((p) => finalText(finalGradeOf(s, p), texts, false))]),
  });

  const { terms, withoutPeriod } = groups(grid, texts, () => true);
  for (const group of [...terms, withoutPeriod]) {
    if (group === withoutPeriod && group.items.length === 0) continue;
    report.section(group.title);
    if (group.items.length === 0) {
      report.paragraph(file.noItems);
      continue;
    }
    // Wide periods are split into parts of the columns that fit; the period's grade closes the last part.
    const size = report.itemsPerPart();
    const parts = Math.ceil(group.items.length / size);
    // The columns share the page: a period with few items gets room for their names (up to a limit).
    const itemWidth = Math.min(MAX_ITEM_COLUMN, (report.pageWidth - NAME_COLUMN - GRADE_COLUMN) / Math.min(size, group.items.length));
    for (let part = 0; part < parts; part += 1) {
      const chunk = group.items.slice(part * size, (part + 1) * size);
      const last = part === parts - 1;
      const columns: Column[] = [
        { header: file.student, width: NAME_COLUMN, maxLines: NAME_LINES },
        ...chunk.map(({ item }) => itemColumn(item, texts, itemWidth)),
        ...(last ? [{ header: group === withoutPeriod ? texts.period('annual') : file.periodGrade, width: GRADE_COLUMN, align: 'right' as const, maxLines: 2 }] : []),
      ];
      report.table({
        title: parts > 1 ? fill(file.columnsPart, { title: group.title, from: part * size + 1, to: part * size + chunk.length, total: group.items.length }) : undefined,
        columns,
        rows: grid.students.map((s) => [
          fullName(s),
          ...chunk.map(({ index }) => scoreText(s.cells[index], texts)),
          ...(last ? [finalText(finalGradeOf(s, group.period), texts, false)] : []),
        ]),
      });
    }
  }
}

function studentReport(report: Report, grid: ExportGrid, student: ExportStudent, texts: ExportTexts): void {
  const { file } = texts;
  const studentView = grid.view === 'student';
  const categories = new Map(grid.categories.map((c) => [c.guid, c.name]));
  // A student's own report lists the items whose grades are published, nothing else.
  const { terms, withoutPeriod } = groups(grid, texts, (item) => !studentView || item.published);
  const scoreWidth = 64;
  const categoryWidth = 96;
  const feedbackWidth = 170;
  const activityWidth = report.pageWidth - scoreWidth - categoryWidth - feedbackWidth;
  const itemsTable = (group: Group) =>
    report.table({
      columns: [
        { header: file.activity, width: activityWidth, maxLines: 3 },
        { header: file.category, width: categoryWidth, maxLines: 2 },
        { header: file.score, width: scoreWidth, align: 'right' },
        { header: file.feedback, width: feedbackWidth, maxLines: FEEDBACK_LINES },
      ],
      rows: group.items.map(({ item, index }) => {
        const cell = student.cells[index];
        const score = cell?.excused === true || cell?.score == null ? scoreText(cell, texts) : `${texts.number(cell.score)} / ${texts.number(item.max_score)}`;
        return [item.name, (item.category_guid === null ? undefined : categories.get(item.category_guid)) ?? DASH, score, cell?.feedback ?? ''];
      }),
    });
  for (const group of terms) {
    report.section(group.title);
    if (group.items.length === 0) report.paragraph(studentView ? file.noPublishedItems : file.noItems);
    else itemsTable(group);
    report.paragraph(`${file.periodGrade}: ${finalText(finalGradeOf(student, group.period), texts, studentView)}`, { bold: true });
  }
  report.section(texts.period('annual'));
  if (withoutPeriod.items.length > 0) {
    report.paragraph(file.withoutPeriod);
    itemsTable(withoutPeriod);
  }
  report.paragraph(`${file.finalGrade}: ${finalText(finalGradeOf(student, 'annual'), texts, studentView)}`, { bold: true });
}

/**
 * A printable report of the grid (ADR 0235): A4 with the tenant's brand, school, course, date and title on top and
 * "n / m" at the foot of every page. The class report (landscape, its tables are wide) lists the final grades, then
 * one table of students × items per period, split into parts of the columns that fit and broken across pages with
 * the header row repeated; a student's report (portrait) lists per period each item's score, category and feedback
 * and the period's grade. Undefined when the student is not in the grid.
 */
export async function gradebookPdf(grid: ExportGrid, heading: ExportHeading, texts: ExportTexts, kind: PdfReport): Promise<Buffer | undefined> {
  if (kind.kind === 'class') {
    const report = new Report(heading, texts, 'landscape', texts.file.classTitle, undefined);
    classReport(report, grid, texts);
    return report.finish();
  }
  const student = grid.students.find((s) => s.guid === kind.studentGuid);
  if (student === undefined) return undefined;
  const report = new Report(heading, texts, 'portrait', texts.file.studentTitle, fill(texts.file.studentLine, { role: texts.role(kind.role), name: fullName(student) }));
  studentReport(report, grid, student, texts);
  return report.finish();
}
