// Makes the demo's small media files in server/demo-media/ (committed; the seed copies them into DATA_DIR/files).
// Run: npx tsx scripts/make-demo-media.ts
// Everything is drawn or written here, deterministically: pictures (PNG, pure JS), one PDF worksheet per subject and
// language from server/src/demo/content/subjects.json plus the water worksheets, WebVTT captions, and — when ffmpeg (libvpx,
// libmp3lame) is on the PATH — the water-cycle animation (WebM), the sound of rain (MP3) and a drop (JPEG). Without
// ffmpeg those three keep their committed files.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { SUBJECTS, worksheetFile, type Subject, type SubjectPicture } from '../server/src/demo/subjects';

const out = fileURLToPath(new URL('../server/demo-media/', import.meta.url));
mkdirSync(out, { recursive: true });

// ---- A tiny raster: shapes drawn at twice the size and averaged down, so edges are smooth. ----

type Rgb = readonly [number, number, number];
const hex = (value: string): Rgb => [Number.parseInt(value.slice(1, 3), 16), Number.parseInt(value.slice(3, 5), 16), Number.parseInt(value.slice(5, 7), 16)];
const SS = 2;

class Picture {
  readonly w: number;
  readonly h: number;
  private readonly px: Uint8Array;

  constructor(width: number, height: number, background: string) {
    this.w = width * SS;
    this.h = height * SS;
    this.px = new Uint8Array(this.w * this.h * 3);
    this.rect(0, 0, width, height, background);
  }

  /** Paints every pixel (in picture units) for which `inside(x, y)` holds, within the box. */
  private paint(x0: number, y0: number, x1: number, y1: number, colour: string, inside: (x: number, y: number) => boolean): void {
    const [r, g, b] = hex(colour);
    const minX = Math.max(0, Math.floor(x0 * SS));
    const maxX = Math.min(this.w - 1, Math.ceil(x1 * SS));
    const minY = Math.max(0, Math.floor(y0 * SS));
    const maxY = Math.min(this.h - 1, Math.ceil(y1 * SS));
    for (let y = minY; y <= maxY; y += 1) {
      for (let x = minX; x <= maxX; x += 1) {
        if (!inside((x + 0.5) / SS, (y + 0.5) / SS)) continue;
        const i = (y * this.w + x) * 3;
        this.px[i] = r;
        this.px[i + 1] = g;
        this.px[i + 2] = b;
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: string): this {
    this.paint(x, y, x + w, y + h, colour, (px, py) => px >= x && px < x + w && py >= y && py < y + h);
    return this;
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: string): this {
    this.paint(cx - rx, cy - ry, cx + rx, cy + ry, colour, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
    return this;
  }

  circle(cx: number, cy: number, r: number, colour: string): this {
    return this.ellipse(cx, cy, r, r, colour);
  }

  ring(cx: number, cy: number, r: number, width: number, colour: string): this {
    this.paint(cx - r - width, cy - r - width, cx + r + width, cy + r + width, colour, (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2);
    return this;
  }

  /** A pie slice from angle a0 to a1 (radians, clockwise from 12 o'clock). */
  sector(cx: number, cy: number, r: number, a0: number, a1: number, colour: string): this {
    this.paint(cx - r, cy - r, cx + r, cy + r, colour, (x, y) => {
      if (Math.hypot(x - cx, y - cy) > r) return false;
      const angle = (Math.atan2(x - cx, cy - y) + 2 * Math.PI) % (2 * Math.PI);
      return angle >= a0 && angle < a1;
    });
    return this;
  }

  line(x0: number, y0: number, x1: number, y1: number, width: number, colour: string): this {
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    this.paint(Math.min(x0, x1) - width, Math.min(y0, y1) - width, Math.max(x0, x1) + width, Math.max(y0, y1) + width, colour, (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / (length * length)));
      return Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0))) <= width / 2;
    });
    return this;
  }

  polygon(points: readonly [number, number][], colour: string): this {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.paint(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), colour, (x, y) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = points[i] ?? [0, 0];
        const [xj, yj] = points[j] ?? [0, 0];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
    return this;
  }

  arrow(x0: number, y0: number, x1: number, y1: number, colour: string): this {
    const angle = Math.atan2(y1 - y0, x1 - x0);
    const head = (a: number): [number, number] => [x1 - 10 * Math.cos(angle + a), y1 - 10 * Math.sin(angle + a)];
    return this.line(x0, y0, x1, y1, 3, colour).polygon([[x1, y1], head(0.5), head(-0.5)], colour);
  }

  /** Vertical gradient from `top` to `bottom` over the rows y…y+h. */
  gradient(y: number, h: number, top: string, bottom: string): this {
    const [r0, g0, b0] = hex(top);
    const [r1, g1, b1] = hex(bottom);
    for (let row = 0; row < h; row += 1) {
      const t = row / Math.max(1, h - 1);
      const c = (a: number, b: number) => Math.round(a + (b - a) * t).toString(16).padStart(2, '0');
      this.rect(0, y + row, this.w / SS, 1, `#${c(r0, r1)}${c(g0, g1)}${c(b0, b1)}`);
    }
    return this;
  }

  /** RGB rows at the final size. */
  rgb(): Buffer {
    const width = this.w / SS;
    const height = this.h / SS;
    const result = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          for (let dy = 0; dy < SS; dy += 1) for (let dx = 0; dx < SS; dx += 1) sum += this.px[((y * SS + dy) * this.w + x * SS + dx) * 3 + c] ?? 0;
          result[(y * width + x) * 3 + c] = Math.round(sum / (SS * SS));
        }
      }
    }
    return result;
  }

  png(): Buffer {
    const width = this.w / SS;
    const height = this.h / SS;
    const rgb = this.rgb();
    const raw = Buffer.alloc((width * 3 + 1) * height);
    for (let y = 0; y < height; y += 1) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // truecolour
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

// ---- The subject pictures (320 x 200) ----

const PICTURES: Record<SubjectPicture, () => Picture> = {
  fractions: () => {
    const p = new Picture(320, 200, '#fdf6e3');
    p.circle(110, 100, 78, '#334155');
    p.sector(110, 100, 75, 0, (3 * Math.PI) / 2, '#f59e0b').sector(110, 100, 75, (3 * Math.PI) / 2, 2 * Math.PI, '#fef3c7');
    p.line(110, 25, 110, 175, 3, '#334155').line(35, 100, 185, 100, 3, '#334155');
    for (let i = 0; i < 4; i += 1) p.rect(215 + i * 22, 60, 20, 80, i < 3 ? '#3b82f6' : '#dbeafe');
    return p;
  },
  cell: () => {
    const p = new Picture(320, 200, '#f0fdf4');
    p.ellipse(160, 100, 140, 85, '#166534').ellipse(160, 100, 135, 80, '#bbf7d0');
    p.circle(150, 95, 34, '#6d28d9').circle(150, 95, 30, '#c4b5fd').circle(158, 88, 9, '#6d28d9');
    for (const [x, y, a] of [[240, 70, 0.3], [235, 135, -0.4], [80, 140, 0.2], [75, 70, -0.3]] as const) {
      p.ellipse(x, y, 18, 9, '#c2410c').line(x - 12 * Math.cos(a), y - 12 * Math.sin(a), x + 12 * Math.cos(a), y + 12 * Math.sin(a), 2, '#fed7aa');
    }
    for (const [x, y] of [[110, 50], [200, 45], [210, 160], [120, 160], [60, 105], [260, 100], [190, 120]] as const) p.circle(x, y, 3, '#0f766e');
    return p;
  },
  timeline: () => {
    const p = new Picture(320, 200, '#fffbeb');
    const eras = ['#b45309', '#0e7490', '#7c3aed', '#be123c'];
    eras.forEach((colour, i) => p.rect(20 + i * 70, 70, 70, 40, colour));
    p.line(20, 140, 300, 140, 4, '#1f2937');
    for (let i = 0; i <= 4; i += 1) p.line(20 + i * 70, 128, 20 + i * 70, 152, 4, '#1f2937').circle(20 + i * 70, 140, 6, '#fbbf24');
    return p;
  },
  book: () => {
    const p = new Picture(320, 200, '#eff6ff');
    p.polygon([[30, 40], [158, 50], [158, 175], [30, 165]], '#ffffff').polygon([[162, 50], [290, 40], [290, 165], [162, 175]], '#ffffff');
    p.rect(157, 48, 6, 128, '#1e3a8a');
    for (let i = 0; i < 8; i += 1) {
      p.line(45, 65 + i * 12, 145, 70 + i * 12, 2, '#94a3b8');
      p.line(175, 70 + i * 12, 275, 65 + i * 12, 2, '#94a3b8');
    }
    return p;
  },
  speech: () => {
    const p = new Picture(320, 200, '#fefce8');
    p.ellipse(115, 75, 90, 50, '#2563eb').polygon([[70, 110], [55, 160], [110, 118]], '#2563eb');
    p.ellipse(215, 130, 85, 45, '#f97316').polygon([[255, 160], [290, 195], [230, 168]], '#f97316');
    for (let i = 0; i < 3; i += 1) p.circle(85 + i * 30, 75, 7, '#ffffff').circle(185 + i * 30, 130, 7, '#ffffff');
    return p;
  },
  'colour-wheel': () => {
    const p = new Picture(320, 200, '#ffffff');
    const colours = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6'];
    colours.forEach((colour, i) => p.sector(160, 100, 90, (i * Math.PI) / 3, ((i + 1) * Math.PI) / 3, colour));
    p.circle(160, 100, 30, '#ffffff');
    return p;
  },
  calendar: () => {
    const p = new Picture(320, 200, '#f8fafc');
    p.rect(30, 20, 260, 165, '#cbd5e1').rect(32, 22, 256, 30, '#0f766e');
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const x = 34 + col * 51;
        const y = 56 + row * 32;
        p.rect(x, y, 49, 30, '#ffffff');
        if ((row * 5 + col) % 3 !== 1) p.line(x + 14, y + 16, x + 22, y + 24, 4, '#16a34a').line(x + 22, y + 24, x + 36, y + 8, 4, '#16a34a');
      }
    }
    return p;
  },
  'solar-system': () => {
    const p = new Picture(320, 200, '#0f172a');
    for (const [x, y] of [[40, 20], [300, 30], [250, 180], [120, 185], [200, 15], [20, 170]] as const) p.circle(x, y, 1.5, '#e2e8f0');
    p.circle(0, 100, 55, '#facc15');
    [75, 100, 130, 165, 215, 265].forEach((r, i) => {
      p.ring(0, 100, r, 1, '#475569');
      const colour = ['#a8a29e', '#fcd34d', '#3b82f6', '#ef4444', '#f59e0b', '#fde68a'][i] ?? '#ffffff';
      const angle = -0.5 + i * 0.22;
      p.circle(r * Math.cos(angle), 100 + r * Math.sin(angle), [4, 6, 7, 5, 14, 11][i] ?? 5, colour);
    });
    return p;
  },
  'food-chain': () => {
    const p = new Picture(320, 200, '#f7fee7');
    const links = [['#65a30d', '#d9f99d'], ['#4d7c0f', '#a3e635'], ['#15803d', '#4ade80'], ['#78350f', '#d97706']] as const;
    links.forEach(([edge, fill], i) => p.circle(45 + i * 77, 100, 30, edge).circle(45 + i * 77, 100, 26, fill));
    for (let i = 0; i < 3; i += 1) p.arrow(78 + i * 77, 100, 110 + i * 77, 100, '#1f2937');
    return p;
  },
};

for (const [name, draw] of Object.entries(PICTURES)) writeFileSync(join(out, `${name}.png`), draw().png());

// The water unit's pictures: a river between meadows, and the three states of water.
const river = new Picture(320, 200, '#bae6fd').gradient(0, 90, '#60a5fa', '#e0f2fe');
river.circle(270, 35, 20, '#fde047').rect(0, 90, 320, 110, '#86efac').polygon([[0, 140], [120, 110], [200, 95], [320, 92], [320, 100], [210, 108], [140, 130], [0, 175]], '#2563eb');
for (const [x, y] of [[40, 110], [260, 150], [80, 185], [230, 120]] as const) river.circle(x, y - 10, 10, '#15803d').rect(x - 2, y - 2, 4, 10, '#78350f');
writeFileSync(join(out, 'river.png'), river.png());

const states = new Picture(240, 160, '#f1f5f9');
states.rect(15, 50, 60, 60, '#bfdbfe').rect(15, 50, 60, 12, '#e0f2fe').line(25, 70, 40, 100, 2, '#ffffff');
states.rect(95, 40, 50, 80, '#cbd5e1').rect(98, 70, 44, 48, '#3b82f6');
for (const [x, y, r] of [[185, 95, 14], [200, 75, 12], [215, 60, 10], [192, 50, 8], [212, 95, 10]] as const) states.circle(x, y, r, '#e2e8f0').ring(x, y, r, 1.5, '#94a3b8');
writeFileSync(join(out, 'states-of-water.png'), states.png());

// ---- Captions for the water-cycle video, one file per language ----

const CAPTIONS: Record<string, string[]> = {
  es: ['El agua se evapora con el calor del sol.', 'El vapor se condensa y forma las nubes.', 'La lluvia devuelve el agua a ríos y mares.'],
  en: ['Water evaporates in the heat of the sun.', 'The vapour condenses and forms clouds.', 'Rain brings the water back to rivers and seas.'],
  pt: ['A água evapora com o calor do sol.', 'O vapor condensa-se e forma as nuvens.', 'A chuva devolve a água aos rios e mares.'],
};
for (const [lang, lines] of Object.entries(CAPTIONS)) {
  const cues = lines.map((line, i) => `${i + 1}\n00:00:0${i * 2}.000 --> 00:00:0${i * 2 + 2}.000\n${line}\n`);
  writeFileSync(join(out, `water-cycle.${lang}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
}

// ---- A tiny PDF writer: one text page with Helvetica (WinAnsi), its language declared, enough for pdf.js. ----

/** WinAnsi bytes of a string, escaped for a PDF literal string. */
function pdfString(text: string): string {
  let result = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const byte = code < 256 ? code : 63;
    if (ch === '(' || ch === ')' || ch === '\\') result += `\\${ch}`;
    else if (byte < 32 || byte > 126) result += `\\${byte.toString(8).padStart(3, '0')}`;
    else result += ch;
  }
  return `(${result})`;
}

/** Lines no longer than `max` characters, broken between words. */
function wrap(line: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && `${current} ${word}`.length > max) {
      lines.push(current);
      current = `   ${word}`;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

const NAME_LINE: Record<string, string> = { es: 'Nombre: ______________________   Fecha: ___________', pt: 'Nome: ______________________   Data: ___________', en: 'Name: ______________________   Date: ___________' };

function makePdf(lang: string, title: string, lines: string[]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const text = [
    'BT', '/F2 17 Tf', '56 775 Td', `${pdfString(title)} Tj`, 'ET',
    'BT', '/F1 11 Tf', '56 745 Td', `${pdfString(NAME_LINE[lang] ?? '')} Tj`, 'ET',
    'BT', '/F1 12 Tf', '26 TL', '56 700 Td',
    ...lines.flatMap((line) => wrap(line, 78)).flatMap((line) => [`${pdfString(line)} Tj`, 'T*']),
    'ET',
    'BT', '/F1 9 Tf', '56 40 Td', `${pdfString(title)} Tj`, 'ET',
  ].join('\n');
  const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
  const page = add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`);
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang ${pdfString(lang)} >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`;
  const info = add(`<< /Title ${pdfString(title)} /Producer (Tiza make-demo-media) >>`);

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

for (const [lang, subjects] of Object.entries(SUBJECTS)) {
  for (const [subject, texts] of Object.entries(subjects)) {
    if (texts) writeFileSync(join(out, worksheetFile(subject as Subject, lang)), makePdf(lang, texts.worksheet.title, texts.worksheet.lines));
  }
}

const WATER: Record<string, { title: string; lines: string[] }> = {
  es: {
    title: 'El agua - Ficha de trabajo',
    lines: ['1. El agua del mar se evapora con el calor del Sol. ¿Qué es la evaporación?', '2. El vapor sube, se enfría y se condensa en nubes. Dibuja una nube.', '3. La precipitación devuelve el agua a la tierra: lluvia, nieve o granizo.', '4. Dibuja el ciclo del agua con flechas.', '5. ¿Cuánta agua dulce hay en la Tierra? Alrededor del 3 %.', '6. Escribe los tres estados del agua con un ejemplo de cada uno.'],
  },
  pt: {
    title: 'A água - Ficha de trabalho',
    lines: ['1. A água do mar evapora com o calor do Sol. O que é a evaporação?', '2. O vapor sobe, arrefece e condensa-se em nuvens. Desenhe uma nuvem.', '3. A precipitação devolve a água à terra: chuva, neve ou granizo.', '4. Desenhe o ciclo da água com setas.', '5. Quanta água doce existe na Terra? Cerca de 3 %.', '6. Escreva os três estados da água com um exemplo de cada um.'],
  },
  en: {
    title: 'Water - Worksheet',
    lines: ['1. Sea water evaporates in the heat of the Sun. What is evaporation?', '2. The vapour rises, cools and condenses into clouds. Draw a cloud.', '3. Precipitation brings the water back to the land: rain, snow or hail.', '4. Draw the water cycle with arrows.', '5. How much of the water on Earth is fresh water? About 3 %.', '6. Write the three states of water with an example of each.'],
  },
};
for (const [lang, sheet] of Object.entries(WATER)) writeFileSync(join(out, `water-worksheet.${lang}.pdf`), makePdf(lang, sheet.title, sheet.lines));

// ---- With ffmpeg: the water-cycle animation, the sound of rain and a drop ----

/** Deterministic noise: the same file on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
// Bit-exact output across runs: no encoder/muxer metadata that carries dates or versions.
const quiet = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];
const ffmpeg = (args: string[], input: Buffer) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { input, stdio: ['pipe', 'inherit', 'inherit'] });

/** One frame of the water cycle at `t` seconds: evaporation (0–2 s), clouds (2–4 s), rain and the river (4–6 s). */
function waterFrame(t: number): Picture {
  const p = new Picture(320, 180, '#bae6fd').gradient(0, 120, '#38bdf8', '#e0f2fe');
  p.circle(40, 35, 22 + Math.sin(t * 3), '#fde047');
  p.polygon([[150, 180], [235, 70], [320, 130], [320, 180]], '#16a34a').polygon([[215, 95], [235, 70], [255, 95]], '#f8fafc');
  p.rect(0, 140, 170, 40, '#1d4ed8');
  for (let x = 0; x < 170; x += 20) p.ellipse(x + 10 + ((t * 12) % 20), 141, 10, 2, '#3b82f6');
  const rise = Math.min(t, 2) / 2;
  if (t < 3) {
    for (let i = 0; i < 6; i += 1) {
      const y = 135 - ((rise * 80 + i * 13) % 80);
      p.line(30 + i * 22, y, 34 + i * 22, y - 8, 2, '#f8fafc');
    }
  }
  const cloud = Math.max(0, Math.min(1, (t - 1.5) / 1.5));
  if (cloud > 0) {
    for (const [dx, dy, r] of [[0, 0, 18], [20, -8, 22], [42, 0, 18], [20, 6, 16]] as const) p.circle(160 + dx + cloud * 40, 40 + dy, r * cloud, t > 4 ? '#94a3b8' : '#f8fafc');
  }
  if (t >= 4) {
    const drops = random(7);
    for (let i = 0; i < 14; i += 1) {
      const x = 185 + drops() * 60;
      const y = 55 + (((t - 4) * 90 + drops() * 60) % 70);
      p.line(x, y, x - 2, y + 7, 2, '#1d4ed8');
    }
    const flow = Math.min(1, (t - 4) / 1.5);
    p.line(230, 100, 230 - 70 * flow, 100 + 42 * flow, 5, '#2563eb');
  }
  return p;
}

if (hasFfmpeg) {
  const fps = 10;
  const frames = Array.from({ length: 6 * fps }, (_, i) => waterFrame(i / fps).rgb());
  ffmpeg(['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', '320x180', '-r', String(fps), '-i', '-', '-c:v', 'libvpx', '-b:v', '120k', '-g', '30', '-an', ...quiet, join(out, 'water-cycle.webm')], Buffer.concat(frames));

  // 4 s of rain: soft low-passed noise with drops landing now and then.
  const rate = 22050;
  const noise = random(42);
  const samples = Buffer.alloc(rate * 4 * 2);
  let low = 0;
  let drop = 0;
  for (let i = 0; i < rate * 4; i += 1) {
    low += 0.12 * (noise() * 2 - 1 - low);
    if (noise() < 0.0009) drop = 0.5 + noise() * 0.4;
    drop *= 0.995;
    const fade = Math.min(1, i / (rate * 0.3), (rate * 4 - i) / (rate * 0.3));
    const value = (low * 0.9 + drop * Math.sin(i * 0.9) * 0.6) * fade;
    samples.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 20000), i * 2);
  }
  ffmpeg(['-f', 's16le', '-ar', String(rate), '-ac', '1', '-i', '-', '-c:a', 'libmp3lame', '-b:a', '48k', ...quiet, join(out, 'rain.mp3')], samples);

  const dropPicture = new Picture(320, 240, '#e0f2fe');
  dropPicture.circle(160, 140, 60, '#2563eb').polygon([[160, 30], [108, 110], [212, 110]], '#2563eb').ellipse(135, 130, 12, 22, '#93c5fd');
  ffmpeg(['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', '320x240', '-i', '-', '-frames:v', '1', '-q:v', '6', ...quiet, join(out, 'drop.jpg')], dropPicture.rgb());
} else {
  console.log('ffmpeg not found: water-cycle.webm, rain.mp3 and drop.jpg keep their committed files.');
}

let total = 0;
for (const name of readdirSync(out).sort()) {
  const size = statSync(join(out, name)).size;
  total += size;
  console.log(`${name.padEnd(32)} ${String(size).padStart(8)} bytes`);
}
console.log(`${'total'.padEnd(32)} ${String(total).padStart(8)} bytes`);
