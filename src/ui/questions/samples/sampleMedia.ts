/** The samples' pictures and recording for /lemon-test and /test-component: data: URLs, so no network and no text to translate. */
function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A plant cell 800×600: wall (10%, 50%), nucleus (40%, 45%), chloroplast (68%, 30%), vacuole (62%, 68%). */
export const PLANT_CELL_SVG = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <rect width="800" height="600" fill="#f7fbf4"/>
  <rect x="40" y="40" width="720" height="520" rx="48" fill="#d9f2cf" stroke="#2f7d32" stroke-width="18"/>
  <rect x="66" y="66" width="668" height="468" rx="36" fill="#eefae8" stroke="#6bbf59" stroke-width="4"/>
  <ellipse cx="496" cy="408" rx="170" ry="110" fill="#cfe8fb" stroke="#3a7fc1" stroke-width="4"/>
  <circle cx="320" cy="270" r="80" fill="#d7c4ef" stroke="#6a3fb1" stroke-width="5"/>
  <circle cx="330" cy="262" r="24" fill="#8e6ac9"/>
  <g fill="#4caf50" stroke="#1b5e20" stroke-width="3">
    <ellipse cx="544" cy="180" rx="46" ry="24"/>
    <ellipse cx="640" cy="236" rx="40" ry="22" transform="rotate(25 640 236)"/>
    <ellipse cx="170" cy="420" rx="42" ry="22" transform="rotate(-20 170 420)"/>
  </g>
</svg>`,
);

/** Shapes 800×500 with three triangles to find, in areas (x, y, w, h in percent) listed by TRIANGLE_AREAS. */
export const SHAPES_SVG = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
  <rect width="800" height="500" fill="#fffdf6"/>
  <circle cx="120" cy="110" r="55" fill="#ffb74d" stroke="#8a4b00" stroke-width="4"/>
  <rect x="300" y="60" width="110" height="110" fill="#81d4fa" stroke="#01579b" stroke-width="4"/>
  <polygon points="600,50 680,180 520,180" fill="#e57373" stroke="#7f1d1d" stroke-width="4"/>
  <polygon points="140,300 220,440 60,440" fill="#aed581" stroke="#33691e" stroke-width="4"/>
  <circle cx="400" cy="360" r="70" fill="#ce93d8" stroke="#4a148c" stroke-width="4"/>
  <polygon points="680,290 760,430 600,430" fill="#fff176" stroke="#6d5f00" stroke-width="4"/>
  <rect x="480" y="260" width="70" height="70" fill="#90a4ae" stroke="#263238" stroke-width="4"/>
</svg>`,
);

export const TRIANGLE_AREAS = [
  { id: 't1', x: 64, y: 8, w: 22, h: 30 },
  { id: 't2', x: 6, y: 58, w: 22, h: 32 },
  { id: 't3', x: 74, y: 56, w: 22, h: 32 },
];

/** Square-ruled axes 1000×1000 (a drawing background). */
export const AXES_SVG = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">
  <rect width="1000" height="1000" fill="#ffffff"/>
  <g stroke="#dfe3ea" stroke-width="2">${Array.from({ length: 19 }, (_, i) => `<path d="M${(i + 1) * 50} 0V1000M0 ${(i + 1) * 50}H1000"/>`).join('')}</g>
  <g stroke="#37474f" stroke-width="5"><path d="M500 0V1000M0 500H1000"/></g>
</svg>`,
);

export const SAMPLE_IMAGE_GUIDS = {
  plantCell: '5a7e0c3e-5b1d-4c7a-9a51-000000000005',
  shapes: '5a7e0c3e-5b1d-4c7a-9a51-000000000011',
  axes: '5a7e0c3e-5b1d-4c7a-9a51-000000000010',
} as const;

/** QT_19's four shapes 120×110, each a picture of its own. */
const POLYGONS = {
  triangle: '<polygon points="60,12 108,96 12,96" fill="#f59e0b" stroke="#8a3c06" stroke-width="4"/>',
  square: '<rect x="20" y="14" width="80" height="80" fill="#2563eb" stroke="#1e4fb8" stroke-width="4"/>',
  pentagon: '<polygon points="60,10 108,45 90,100 30,100 12,45" fill="#15803d" stroke="#166534" stroke-width="4"/>',
  circle: '<circle cx="60" cy="55" r="44" fill="#c62828" stroke="#a51d1d" stroke-width="4"/>',
};

export type Polygon = keyof typeof POLYGONS;

export function polygonSvg(polygon: Polygon): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 110"><rect width="120" height="110" fill="#f6f7fb"/>${POLYGONS[polygon]}</svg>`);
}

/** A short WAV beep (440 Hz, 0.3 s), so the QT_20 sample's recording plays without a server. */
export function beepWavUrl(): string {
  const rate = 8000;
  const samples = 2400;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) bytes[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * 440 * i) / rate));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
