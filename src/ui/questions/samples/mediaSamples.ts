import type { MediaMap } from '@ui/questions/QuestionKind';
import { AXES_SVG, beepWavUrl, PLANT_CELL_SVG, polygonSvg, SAMPLE_IMAGE_GUIDS, SHAPES_SVG, TRIANGLE_AREAS, type Polygon } from '@ui/questions/samples/sampleMedia';
import { listed, type SampleShapes } from '@ui/questions/samples/sampleShape';

const svg = (guid: string, url: string, name: string): MediaMap => ({ [guid]: { url, name, mime: 'image/svg+xml' } });

const REPORT = '5a7e0c3e-5b1d-4c7a-9a51-000000000091';
const PHOTO = '5a7e0c3e-5b1d-4c7a-9a51-000000000092';
const REPORT_PDF = 'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCjEgMCBvYmoKPDwvVHlwZS9DYXRhbG9nPj4KZW5kb2JqCnRyYWlsZXIKPDwvUm9vdCAxIDAgUj4+CiUlRU9G';
const PHOTO_SVG = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2040%2030%22%3E%3Crect%20width%3D%2240%22%20height%3D%2230%22%20fill%3D%22%2390caf9%22%2F%3E%3C%2Fsvg%3E';

const POLYGONS: readonly Polygon[] = ['triangle', 'square', 'pentagon', 'circle'];
const POLYGON_GUIDS: Record<Polygon, string> = {
  triangle: '3f1c2a40-5b6d-4e7f-8a9b-0c1d2e3f4a51',
  square: '3f1c2a40-5b6d-4e7f-8a9b-0c1d2e3f4a52',
  pentagon: '3f1c2a40-5b6d-4e7f-8a9b-0c1d2e3f4a53',
  circle: '3f1c2a40-5b6d-4e7f-8a9b-0c1d2e3f4a54',
};

const RECORDING = '7d0e5b1a-2c3f-4a6b-9d8e-1f2a3b4c5d6e';

/** The samples with pictures, files or a recording: their media as data: URLs, targets and right answers. */
export const MEDIA_SAMPLES: SampleShapes<'QT_5' | 'QT_9' | 'QT_10' | 'QT_11' | 'QT_19' | 'QT_20'> = {
  QT_5: (texts) => ({
    points: 4,
    data: {
      image_file_guid: SAMPLE_IMAGE_GUIDS.plantCell,
      targets: [
        { id: 't1', x: 5, y: 50 },
        { id: 't2', x: 40, y: 45 },
        { id: 't3', x: 68, y: 30 },
        { id: 't4', x: 62, y: 68 },
      ],
      labels: listed(texts.labels),
      correct: { t1: 'l1', t2: 'l2', t3: 'l3', t4: 'l4' },
    },
    media: svg(SAMPLE_IMAGE_GUIDS.plantCell, PLANT_CELL_SVG, 'plant-cell.svg'),
    goodAnswer: { placements: { t1: 'l1', t2: 'l2', t3: 'l3', t4: 'l4' } },
    wrongAnswer: { placements: { t1: 'l1', t2: 'l5', t3: 'l3', t4: 'l2' } },
  }),
  QT_9: (texts) => ({
    points: 4,
    data: { accepted_kinds: ['image', 'pdf'], max_files: 2 },
    media: {
      [REPORT]: { url: REPORT_PDF, name: texts.files.report, mime: 'application/pdf' },
      [PHOTO]: { url: PHOTO_SVG, name: texts.files.photo, mime: 'image/svg+xml' },
    },
    goodAnswer: { file_guids: [REPORT, PHOTO] },
    wrongAnswer: { file_guids: [PHOTO] },
  }),
  QT_10: () => ({
    points: 2,
    data: { background_file_guid: SAMPLE_IMAGE_GUIDS.axes },
    media: svg(SAMPLE_IMAGE_GUIDS.axes, AXES_SVG, 'axes.svg'),
    goodAnswer: { strokes: [{ points: [100, 900, 300, 700, 500, 500, 700, 300, 900, 100], color: '#1e4fb8', width: 10 }] },
    wrongAnswer: { strokes: [{ points: [100, 500, 500, 500, 900, 500], color: '#c62828', width: 10 }] },
  }),
  QT_11: () => ({
    points: 3,
    data: { image_file_guid: SAMPLE_IMAGE_GUIDS.shapes, targets: TRIANGLE_AREAS.map((area) => ({ ...area })), max_clicks: 5 },
    media: svg(SAMPLE_IMAGE_GUIDS.shapes, SHAPES_SVG, 'shapes.svg'),
    goodAnswer: { points: [{ x: 75, y: 25 }, { x: 17.5, y: 78 }, { x: 85, y: 76 }] },
    wrongAnswer: { points: [{ x: 75, y: 25 }, { x: 15, y: 22 }] },
  }),
  // Regular polygons with an odd number of sides: the triangle and the pentagon.
  QT_19: (texts) => ({
    points: 2,
    data: { options: POLYGONS.map((polygon, i) => ({ id: `i${i + 1}`, file_guid: POLYGON_GUIDS[polygon], alt: texts.alt[polygon] })), correct: ['i1', 'i3'], multiple: true },
    media: Object.assign({}, ...POLYGONS.map((polygon) => svg(POLYGON_GUIDS[polygon], polygonSvg(polygon), `${polygon}.svg`))) as MediaMap,
    goodAnswer: { choices: ['i1', 'i3'] },
    wrongAnswer: { choices: ['i1', 'i2'] },
  }),
  QT_20: () => ({
    points: 2,
    data: { max_seconds: 60 },
    media: { [RECORDING]: { url: beepWavUrl(), mime: 'audio/wav', name: 'lectura.wav' } },
    goodAnswer: { file_guid: RECORDING },
    wrongAnswer: { file_guid: null },
  }),
};
