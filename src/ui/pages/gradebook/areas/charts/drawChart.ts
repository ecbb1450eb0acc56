import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';
import type { ChartSpec } from '@ui/pages/gradebook/areas/charts/chartSpec';

// Only what the gradebook's line and bar charts use, so the chunk stays small (ADR 0237).
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const TEXT = '#525a6e'; // --color-text-muted: 6.9:1 on white
const GRID = '#d7dbe5'; // --color-border

export interface DrawnChart {
  destroy(): void;
}

/** Draws the chart on the canvas; undefined when the canvas has no 2D context (the data table stays the way to read it). */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec, options: { reducedMotion: boolean }): DrawnChart | undefined {
  const context = canvas.getContext('2d');
  if (context === null) return undefined;
  const line = spec.kind === 'line';
  const config: ChartConfiguration<'line' | 'bar', (number | null)[], string> = {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: series.data,
        borderColor: series.style.color,
        backgroundColor: line ? series.style.color : `${series.style.color}cc`,
        borderWidth: 2,
        ...(line ? { borderDash: series.style.dash, pointStyle: series.style.pointStyle, pointRadius: 4, pointHoverRadius: 6, spanGaps: true, tension: 0 } : { pointStyle: series.style.pointStyle }),
      })),
    },
    options: {
      animation: options.reducedMotion ? false : { duration: 300 },
      responsive: true,
      maintainAspectRatio: false,
      color: TEXT,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { color: TEXT, autoSkip: true, maxRotation: 45 }, grid: { display: false }, ...(spec.xTitle ? { title: { display: true, text: spec.xTitle, color: TEXT } } : {}) },
        y: {
          beginAtZero: true,
          ...(spec.values === 'percent' ? { max: 100 } : {}),
          ticks: { color: TEXT, precision: 0, callback: (value) => (typeof value === 'number' ? spec.format(value) : value) },
          grid: { color: GRID },
          title: { display: true, text: spec.yTitle, color: TEXT },
        },
      },
      plugins: {
        legend: { display: spec.series.length > 1, labels: { color: TEXT, usePointStyle: true } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${typeof item.raw === 'number' ? spec.format(item.raw) : '—'}` } },
      },
    },
  };
  return new Chart(context, config);
}
