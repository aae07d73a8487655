import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES } from '@/design-system/ChartFrame';
import { HeatmapChart } from '@/design-system/HeatmapChart';
import { chartTooltip, heatmapCells } from './chartData.ts';

const hourLabel = (hour: number) =>
  hour === 0 ? '12a' : hour < 12 ? `${hour}a` : hour === 12 ? '12p' : `${hour - 12}p`;
const valueLabel = (value: number | null) => (value === null ? 'No data' : `${value} avg. engagements`);

const meta = {
  title: 'Design System/Charts/HeatmapChart',
  component: HeatmapChart,
  args: {
    cells: heatmapCells(),
    dayLabels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    hourLabel,
    valueLabel,
    highlightTop: 3,
    bestLabel: 'Best time',
    summary: 'Best time to post: average engagements by day and hour',
    dayColumnLabel: 'Day',
    lowLabel: 'Less',
    highLabel: 'More',
    noDataLabel: 'No data',
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'Publish a few posts to see your best times.',
    errorMessage: 'We couldn’t load your best times.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading best times…',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    highlightTop: { control: { type: 'number', min: 0, max: 10 } },
    cells: { control: false },
    hourLabel: { control: false },
    valueLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 760, paddingTop: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeatmapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 7 × 24 slots; the three best are ringed, empty night slots hatched. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Best time to post: average engagements by day and hour' });
    await expect(grid).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(7 * 24);
    await expect(canvas.getAllByRole('gridcell', { name: /\(Best time\)$/ })).toHaveLength(3);
  },
};

/**
 * The best slots ranked elsewhere (`bestSlots`, e.g. the server's list, which leaves out slots with too few posts):
 * exactly those are ringed, not the highest cells, so the chart says what the sentence above it says. The first
 * is the tab stop.
 */
export const GivenBestSlots: Story = {
  args: {
    bestSlots: [
      { day: 3, hour: 14 },
      { day: 1, hour: 10 },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const best = canvas.getAllByRole('gridcell', { name: /\(Best time\)$/ });
    await expect(best.map((cell) => cell.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Tue, 10a',
      'Thu, 2p',
    ]);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^Thu, 2p: .*\(Best time\)$/);
  },
};

/** A narrow chart (a phone) writes every sixth hour, so that the labels do not run together; all are read out. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').slice(1);
    await expect(headers).toHaveLength(24);
    const shown = headers.filter((header) => {
      const label = header.querySelector('span');
      return label !== null && label.getBoundingClientRect().width > 1;
    });
    await expect(shown.map((header) => header.textContent)).toEqual(['12a', '6a', '12p', '6p']);
    // No two written labels overlap.
    const boxes = shown.map((header) => header.querySelector('span')!.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1)
      await expect(boxes[index]!.left).toBeGreaterThan(boxes[index - 1]!.right);
  },
};

/** Roving focus: one tab stop (the best slot), arrows move and show the tooltip. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cells = canvas.getAllByRole('gridcell');
    await expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    const start = document.activeElement as HTMLElement;
    await expect(start).toHaveAccessibleName(/\(Best time\)$/);
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAccessibleName(/, 12a: /);
    await userEvent.keyboard('{PageUp}');
    await expect(document.activeElement).toHaveAccessibleName(/^Mon, 12a: /);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^Tue, 2a: /);
    await userEvent.keyboard(
      '{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await expect(document.activeElement).toHaveAccessibleName(/^Wed, 9a: \d+ avg\. engagements$/);
    await expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await waitFor(() =>
      expect(chartTooltip(canvasElement)).toHaveTextContent(/Wed · 9a\d+ avg\. engagements/),
    );
  },
};

/** Hover a cell: the tooltip names day, hour and value. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getAllByRole('gridcell', { name: /^Sat, 7p: / })[0]!);
    await waitFor(() => expect(chartTooltip(canvasElement)).toHaveTextContent(/Sat · 7p/));
  },
};

export const TableView: Story = {
  args: { showTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
  },
};

export const Loading: Story = { args: { status: 'loading', isSkeletonAnimated: false } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publish a few posts to see your best times.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
