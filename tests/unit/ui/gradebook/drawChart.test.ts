import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chart } from 'chart.js';
import { drawChart } from '@ui/pages/gradebook/areas/charts/drawChart';
import { CLASS_STYLE, seriesStyle, type ChartSpec } from '@ui/pages/gradebook/areas/charts/chartSpec';

/** A 2D context that accepts every call (jsdom has none): enough for chart.js to lay out and "draw". */
function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const calls: string[] = [];
  const context = new Proxy(
    { canvas, calls },
    {
      get(target, key) {
        if (key in target) return target[key as keyof typeof target];
        // Not array-like, not a thenable: only methods answer.
        if (typeof key === 'symbol' || key === 'length' || key === 'then' || /^\d+$/.test(key)) return undefined;
        if (key === 'measureText') return (text: string) => ({ width: text.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
        if (key === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
        if (key === 'createLinearGradient' || key === 'createPattern') return () => ({ addColorStop: () => undefined });
        if (key === 'getLineDash') return () => [];
        return () => {
          calls.push(String(key));
        };
      },
      set() {
        return true;
      },
    },
  );
  return context as unknown as CanvasRenderingContext2D;
}

let drawing: string[] = [];

function canvasWithContext(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const parent = document.createElement('div');
  parent.style.width = '600px';
  parent.style.height = '300px';
  // jsdom lays nothing out: give the chart's container a size so chart.js draws.
  vi.spyOn(parent, 'getBoundingClientRect').mockReturnValue({ width: 600, height: 300, top: 0, left: 0, right: 600, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  parent.appendChild(canvas);
  document.body.appendChild(parent);
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const context = fakeContext(canvas);
  drawing = (context as unknown as { calls: string[] }).calls;
  vi.spyOn(canvas, 'getContext').mockImplementation(() => context as never);
  return canvas;
}

const percent = (value: number) => `${value} %`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('drawChart', () => {
  it('draws a line chart of several series with their shapes and dashes, without animation for reduced motion', () => {
    const spec: ChartSpec = {
      kind: 'line',
      labels: ['5 oct · Test', '20 oct · Tarea'],
      series: [
        { label: 'Marta', data: [97.5, 98.75], style: seriesStyle(0) },
        { label: 'Hugo', data: [45, null], style: seriesStyle(1) },
      ],
      values: 'percent',
      yTitle: 'Media acumulada',
      format: percent,
    };
    const drawn = drawChart(canvasWithContext(), spec, { reducedMotion: true });
    const chart = drawn as Chart | undefined;
    expect(chart).toBeInstanceOf(Chart);
    expect(chart?.options.animation).toBe(false);
    expect(chart?.data.datasets.map((d) => [d.label, d.data, (d as { pointStyle?: unknown }).pointStyle, (d as { borderDash?: unknown }).borderDash])).toEqual([
      ['Marta', [97.5, 98.75], 'circle', []],
      ['Hugo', [45, null], 'rect', [8, 4]],
    ]);
    expect((chart?.options.scales?.y as { max?: number } | undefined)?.max).toBe(100);
    // Laid out and drawn: axes, ticks and a line per series.
    expect(chart?.chartArea?.width).toBeGreaterThan(0);
    expect(chart?.getDatasetMeta(1).data).toHaveLength(2);
    expect(drawing).toEqual(expect.arrayContaining(['fillText', 'lineTo', 'stroke']));
    drawn?.destroy();
  });

  it('draws grouped bars with the class in its own style, and a count axis from zero', () => {
    const spec: ChartSpec = {
      kind: 'bar',
      labels: ['Números', 'Álgebra'],
      series: [
        { label: 'Pablo', data: [72.5, 70], style: seriesStyle(0) },
        { label: 'Media de la clase', data: [72.08, 60], style: CLASS_STYLE },
      ],
      values: 'count',
      yTitle: 'Estudiantes',
      format: String,
    };
    const chart = drawChart(canvasWithContext(), spec, { reducedMotion: false }) as Chart | undefined;
    expect(chart !== undefined && 'type' in chart.config ? chart.config.type : undefined).toBe('bar');
    expect(chart?.data.datasets.map((d) => d.borderColor)).toEqual([seriesStyle(0).color, CLASS_STYLE.color]);
    expect((chart?.options.scales?.y as { max?: number } | undefined)?.max).toBeUndefined();
    expect(chart?.options.animation).toEqual(expect.objectContaining({ duration: 300 }));
    // Animated: the bars exist at once and are painted on the next frames.
    expect(chart?.getDatasetMeta(0).data).toHaveLength(2);
    chart?.destroy();
  });

  it('gives nothing when the canvas has no 2D context', () => {
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(null);
    expect(drawChart(canvas, { kind: 'line', labels: [], series: [], values: 'percent', yTitle: '', format: percent }, { reducedMotion: true })).toBeUndefined();
  });
});
