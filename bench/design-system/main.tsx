/**
 * Runs in Chromium on a production build (see ../design-system.ts): the line chart with two years of daily data
 * in eight series, mounted again and again; then the 10,000-row table, scrolled frame by frame. Results go to
 * `window.benchResults`.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { impressions730x8 } from '../../stories/design-system/chartData.ts';
import { LineChart } from '@/design-system/LineChart';
import { Table, type TableColumn } from '@/design-system/Table';
import { GlobalStyle, lightTheme } from '@/design-system/theme/index.ts';

declare global {
  interface Window {
    benchResults?: Record<string, number[]>;
    benchError?: string;
  }
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const container = document.getElementById('root')!;

/**
 * Mounts `element` and returns two times in ms from the start of the render: the frame whose paint first shows
 * it (`isDrawn` true in that frame's callback; the paint follows it), and the moment `isComplete` holds too
 * (work deferred until after that paint, such as the screen-reader table).
 */
async function mountTime(
  element: React.ReactNode,
  isDrawn: () => boolean,
  isComplete: () => boolean,
): Promise<{ drawn: number; complete: number }> {
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() => root.render(<ThemeProvider theme={lightTheme}>{element}</ThemeProvider>));
  while (!isDrawn()) await frame();
  const drawn = performance.now() - started;
  while (!isComplete()) await new Promise((resolve) => setTimeout(resolve, 1));
  const complete = performance.now() - started;
  root.unmount();
  await frame();

  return { drawn, complete };
}

async function chartRenders(runs: number): Promise<{ drawn: number[]; complete: number[] }> {
  const drawn: number[] = [];
  const complete: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const times = await mountTime(
      <div style={{ width: 960 }}>
        <LineChart
          series={impressions730x8}
          summary="Impressions per day by network, Nov 2024 to Oct 2026"
          dateLabel="Date"
          height={320}
        />
      </div>,
      () => container.querySelectorAll('.recharts-line path.recharts-curve').length === 8,
      () => container.querySelectorAll('tbody tr').length === 730,
    );
    drawn.push(times.drawn);
    complete.push(times.complete);
  }

  return { drawn, complete };
}

type Row = { id: number; title: string; network: string; reach: number; engagement: number; date: string };
const NETWORKS = ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'YouTube', 'Threads'];
const ROWS: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  title: `Post number ${index + 1}, with a caption long enough to be truncated`,
  network: NETWORKS[index % NETWORKS.length]!,
  reach: (index * 7919) % 250_000,
  engagement: ((index * 31) % 1000) / 100,
  date: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString().slice(0, 10),
}));
const COLUMNS: TableColumn[] = [
  { id: 'title', name: 'Post', isRowHeader: true, allowsSorting: true, width: '2fr' },
  { id: 'network', name: 'Network', allowsSorting: true, width: 120 },
  { id: 'date', name: 'Published', allowsSorting: true, width: 130 },
  { id: 'reach', name: 'Reach', allowsSorting: true, align: 'end', width: 110 },
  { id: 'engagement', name: 'Engagement', allowsSorting: true, align: 'end', width: 130 },
];

/** Scrolls `scroller` by `pixelsPerFrame` for `steps` frames; returns each frame's duration. */
async function scrollFrames(scroller: HTMLElement, steps: number, pixelsPerFrame: number) {
  const frames: number[] = [];
  let previous = await frame();
  for (let step = 0; step < steps; step += 1) {
    scroller.scrollTop += pixelsPerFrame;
    const now = await frame();
    frames.push(now - previous);
    previous = now;
  }

  return frames;
}

/**
 * Mounts the table, then scrolls it `steps` frames in a row from the top, and again from row 8,000 (a pass must
 * cost the same far down as near the top); returns mount time and each frame's duration.
 */
async function tableScroll(steps: number, pixelsPerFrame: number) {
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() =>
    root.render(
      <ThemeProvider theme={lightTheme}>
        <div style={{ width: 960 }}>
          <Table<Row>
            aria-label="Posts"
            columns={COLUMNS}
            rows={ROWS}
            height={600}
            renderCell={(row, column) => String(row[column as keyof Row])}
          />
        </div>
      </ThemeProvider>,
    ),
  );
  const grid = () => container.querySelector<HTMLElement>('[role="grid"]');
  while (!grid()?.querySelector('[role="row"] [role="rowheader"]')) await frame();
  await frame();
  const mount = performance.now() - started;

  const scroller = grid()!;
  // The same number of frames with nothing to do: what this browser's frame clock gives at rest.
  const idle: number[] = [];
  let previous = await frame();
  for (let step = 0; step < 120; step += 1) {
    const now = await frame();
    idle.push(now - previous);
    previous = now;
  }
  const frames = await scrollFrames(scroller, steps, pixelsPerFrame);
  const lastRowInView = () =>
    Math.max(
      ...Array.from(scroller.querySelectorAll('[role="row"]'), (row) =>
        Number(row.getAttribute('aria-rowindex')),
      ),
    );
  const lastRow = lastRowInView();
  scroller.scrollTop = 8_000 * 44;
  for (let settle = 0; settle < 30; settle += 1) await frame();
  const deepFrames = await scrollFrames(scroller, steps, pixelsPerFrame);
  const deepLastRow = lastRowInView();
  root.unmount();

  return { mount, idle, frames, lastRow, deepFrames, deepLastRow };
}

/**
 * The floor this browser sets: the same rows as a plain, static HTML table (no React, nothing virtualised, all
 * 10,000 rows in the DOM), scrolled the same way.
 */
async function nativeTableScroll(steps: number, pixelsPerFrame: number) {
  const box = document.createElement('div');
  box.style.cssText = 'width: 960px; height: 600px; overflow: auto; font: 14px system-ui';
  const cells = (row: Row) =>
    [row.title, row.network, row.date, row.reach, row.engagement]
      .map((value) => `<td style="height: 43px; white-space: nowrap">${value}</td>`)
      .join('');
  box.innerHTML = `<table style="border-collapse: collapse; width: 100%"><tbody>${ROWS.map((row) => `<tr>${cells(row)}</tr>`).join('')}</tbody></table>`;
  container.append(box);
  for (let settle = 0; settle < 30; settle += 1) await frame();
  const frames = await scrollFrames(box, steps, pixelsPerFrame);
  box.remove();

  return frames;
}

async function run() {
  await chartRenders(2);
  const { drawn: chart, complete: chartWithTable } = await chartRenders(15);
  if (location.search.includes('chart-only')) {
    window.benchResults = { chart, chartWithTable };
    return;
  }
  const table = await tableScroll(600, 120);
  window.benchResults = {
    chart,
    chartWithTable,
    tableMount: [table.mount],
    tableIdleFrames: table.idle,
    tableFrames: table.frames,
    tableLastRowIndex: [table.lastRow],
    tableDeepFrames: table.deepFrames,
    tableDeepLastRowIndex: [table.deepLastRow],
    nativeTableFrames: await nativeTableScroll(600, 120),
  };
}

createRoot(document.createElement('div')).render(<GlobalStyle theme={lightTheme} />);
run().catch((error: unknown) => {
  window.benchError = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
});
