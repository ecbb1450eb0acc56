/** How a series is drawn: a colour with at least 3:1 against white, plus a point shape and a dash so colour is never the only cue. */
export interface SeriesStyle {
  color: string;
  pointStyle: 'circle' | 'rect' | 'triangle' | 'rectRot' | 'crossRot' | 'line';
  dash: number[];
}

/** Five students (the analysis limit) and the class. */
export const SERIES_STYLES: readonly SeriesStyle[] = [
  { color: '#1d4ed8', pointStyle: 'circle', dash: [] },
  { color: '#b45309', pointStyle: 'rect', dash: [8, 4] },
  { color: '#047857', pointStyle: 'triangle', dash: [2, 3] },
  { color: '#be185d', pointStyle: 'rectRot', dash: [10, 3, 2, 3] },
  { color: '#6d28d9', pointStyle: 'crossRot', dash: [4, 4] },
];

export const CLASS_STYLE: SeriesStyle = { color: '#374151', pointStyle: 'line', dash: [12, 6] };

export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length] ?? CLASS_STYLE;
}

export interface ChartSeries {
  label: string;
  data: (number | null)[];
  style: SeriesStyle;
}

/** What a chart shows, independent of the drawing library (the views never import chart.js). */
export interface ChartSpec {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** The y axis: percentages (0–100) or counts of students (whole numbers from 0). */
  values: 'percent' | 'count';
  yTitle: string;
  xTitle?: string;
  /** Values as the page shows them ("72,5 %"), for ticks and tooltips. */
  format: (value: number) => string;
}
