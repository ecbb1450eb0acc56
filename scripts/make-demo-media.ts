// Makes the demo's small media files in server/demo-media/ (committed; the seed copies them into DATA_DIR/files).
// Run: npx tsx scripts/make-demo-media.ts   (needs ffmpeg with libvpx, libvorbis and libmp3lame on the PATH)
// Everything is generated: a test-pattern video with a tone, a short audio clip, three images drawn by ffmpeg's
// lavfi sources, WebVTT captions in es/en/pt and a multi-page PDF written by the tiny generator below.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../server/demo-media/', import.meta.url));
mkdirSync(out, { recursive: true });

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

// Bit-exact output across runs: no encoder/muxer metadata that carries dates or versions.
const quiet = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

// 6 s, 320x180 test pattern with a 440 Hz tone: WebM (VP8 + Vorbis), ~100 KB.
ffmpeg([
  '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15:duration=6',
  '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=6',
  '-c:v', 'libvpx', '-b:v', '100k', '-g', '30', '-c:a', 'libvorbis', '-q:a', '0', '-ac', '1', ...quiet,
  join(out, 'water-cycle.webm'),
]);

// 4 s audio clip: a rising chirp, MP3 mono 48 kb/s.
ffmpeg([
  '-f', 'lavfi', '-i', "aevalsrc=0.4*sin(2*PI*(300+150*t)*t):s=22050:d=4",
  '-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1', ...quiet,
  join(out, 'rain.mp3'),
]);

// Images: a gradient PNG, a Mandelbrot JPEG, a colour-bars PNG.
ffmpeg(['-f', 'lavfi', '-i', 'gradients=size=320x200:c0=0x1f5eff:c1=0x22c55e:duration=1:speed=0.00001:seed=1', '-frames:v', '1', ...quiet, join(out, 'river.png')]);
ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=320x240:end_pts=1', '-frames:v', '1', '-q:v', '6', ...quiet, join(out, 'drop.jpg')]);
ffmpeg(['-f', 'lavfi', '-i', 'smptebars=size=240x160', '-frames:v', '1', ...quiet, join(out, 'states-of-water.png')]);

// Captions for the video, one file per language.
const CAPTIONS: Record<string, string[]> = {
  es: ['El agua se evapora con el calor del sol.', 'El vapor se condensa y forma las nubes.', 'La lluvia devuelve el agua a ríos y mares.'],
  en: ['Water evaporates in the heat of the sun.', 'The vapour condenses and forms clouds.', 'Rain brings the water back to rivers and seas.'],
  pt: ['A água evapora com o calor do sol.', 'O vapor condensa-se e forma as nuvens.', 'A chuva devolve a água aos rios e mares.'],
};
for (const [lang, lines] of Object.entries(CAPTIONS)) {
  const cues = lines.map((line, i) => `${i + 1}\n00:00:0${i * 2}.000 --> 00:00:0${i * 2 + 2}.000\n${line}\n`);
  writeFileSync(join(out, `water-cycle.${lang}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
}

// ---- A tiny PDF writer: text pages with Helvetica (WinAnsi), enough for pdf.js to render and search. ----

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

function makePdf(title: string, pages: { heading: string; lines: string[] }[]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  pages.forEach((page, index) => {
    const text = [
      'BT', '/F2 22 Tf', '56 770 Td', `${pdfString(page.heading)} Tj`, 'ET',
      'BT', '/F1 13 Tf', '18 TL', '56 730 Td',
      ...page.lines.flatMap((line) => [`${pdfString(line)} Tj`, 'T*']),
      'ET',
      'BT', '/F1 10 Tf', '56 40 Td', `${pdfString(`${title} - ${index + 1} / ${pages.length}`)} Tj`, 'ET',
    ].join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`));
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
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

writeFileSync(
  join(out, 'water-worksheet.pdf'),
  makePdf('El agua / Water / A água', [
    {
      heading: '1. El ciclo del agua',
      lines: ['El agua del mar se evapora con el calor del Sol.', 'El vapor sube, se enfría y se condensa en nubes.', 'La precipitación devuelve el agua a la tierra.', 'Pregunta: ¿qué es la evaporación?'],
    },
    {
      heading: '2. The water cycle',
      lines: ['Sea water evaporates in the heat of the Sun.', 'The vapour rises, cools and condenses into clouds.', 'Precipitation brings the water back to the land.', 'Question: what is condensation?'],
    },
    {
      heading: '3. O ciclo da água',
      lines: ['A água do mar evapora com o calor do Sol.', 'O vapor sobe, arrefece e condensa-se em nuvens.', 'A precipitação devolve a água à terra.', 'Pergunta: o que é a precipitação?'],
    },
    {
      heading: '4. Ejercicios / Exercises / Exercícios',
      lines: ['a) Dibuja el ciclo del agua. / Draw the water cycle. / Desenha o ciclo da água.', 'b) ¿Cuánta agua dulce hay en la Tierra? Alrededor del 3 %.', 'c) Estados del agua: sólido, líquido y gaseoso.'],
    },
  ]),
);

let total = 0;
for (const name of readdirSync(out).sort()) {
  const size = statSync(join(out, name)).size;
  total += size;
  console.log(`${name.padEnd(28)} ${String(size).padStart(8)} bytes`);
}
console.log(`${'total'.padEnd(28)} ${String(total).padStart(8)} bytes`);
