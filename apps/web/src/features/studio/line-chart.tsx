import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// A line chart drawn by uPlot (ADR 0038) on a canvas that screen readers skip: every chart
// sits beside a table of its figures (chart-figure.tsx), and its legend is HTML here.

type LineSeries = { label: string; values: readonly number[]; color: string };

type LineChartProps = {
  /** x values: seconds since 1970 for a time axis, else plain numbers. */
  x: readonly number[];
  series: readonly LineSeries[];
  time?: boolean;
  /** Formats the y axis' ticks. */
  yTick?: (value: number) => string;
  xTick?: (value: number) => string;
  yMax?: number;
};

const HEIGHT = 240;

export function LineChart({ x, series, time = false, yTick, xTick, yMax }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Redrawn when the figures change, not on every render of the page around it.
  const key = JSON.stringify([x, series, time, yMax]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the figures.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The page's text colour, so that axes follow the light and dark themes.
    const ink = getComputedStyle(element).color;
    const grid = { stroke: 'rgba(127, 127, 127, 0.2)' };
    const axis = (values?: (value: number) => string): uPlot.Axis => ({
      stroke: ink,
      grid,
      ticks: grid,
      ...(values ? { values: (_chart, ticks) => ticks.map(values) } : {}),
    });
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time }, y: { range: (_chart, _min, max) => [0, yMax ?? Math.max(1, max)] } },
        axes: [axis(xTick), axis(yTick)],
        series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2 }))],
      },
      [x as number[], ...series.map((line) => line.values as number[])],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [key]);

  return (
    <div>
      <div ref={box} aria-hidden="true" className="w-full text-slate-600" />
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span className="inline-block h-1 w-5 rounded" style={{ backgroundColor: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
