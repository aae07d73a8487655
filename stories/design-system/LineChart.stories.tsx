import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES, CHART_VALUE_FORMATS } from '@/design-system/ChartFrame';
import { LINE_CHART_VARIANTS, LineChart } from '@/design-system/LineChart';
import { engagementRate30, impressions730x8, reach30, reach30Previous } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/LineChart',
  component: LineChart,
  args: {
    series: reach30,
    summary: 'Reach per day by network, November 2024',
    dateLabel: 'Date',
    valueFormat: 'compact',
    variant: 'line',
    stacked: false,
    height: 280,
    status: 'ready',
    locale: 'en-US',
    comparisonLabel: 'Previous period',
    emptyMessage: 'No reach data for this period yet.',
    errorMessage: 'We couldn’t load reach data.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading reach chart…',
    onRetry: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: LINE_CHART_VARIANTS },
    valueFormat: { control: 'inline-radio', options: CHART_VALUE_FORMATS },
    status: { control: 'inline-radio', options: CHART_STATUSES },
    series: { control: false },
    comparison: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-chart-tooltip]');

/** Three networks over 30 days; TikTok has two days without data (a gap, not zero). Hover shows the tooltip. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: 'Reach per day by network, November 2024' });
    await waitFor(() => expect(chart.querySelectorAll('path.recharts-line-curve').length).toBe(3));
    const box = chart.getBoundingClientRect();
    fireEvent.mouseMove(chart, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    await waitFor(() => expect(tooltip(canvasElement)).toBeVisible());
    await expect(tooltip(canvasElement)).toHaveTextContent(/Nov \d+, 2024/);
    await expect(tooltip(canvasElement)).toHaveTextContent('Instagram');
    await expect(tooltip(canvasElement)).toHaveTextContent(/\d{1,2},\d{3}/);
    // The screen-reader table: a header row and one row per day.
    await expect(
      canvas.getByRole('table', { name: 'Reach per day by network, November 2024' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

/** The previous 30 days, dashed and lighter; the tooltip shows both values and the change. Keyboard: arrows. */
export const Comparison: Story = {
  args: { comparison: reach30Previous },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chart = await canvas.findByRole('img', { name: 'Reach per day by network, November 2024' });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tooltip(canvasElement)).toBeVisible());
    const text = tooltip(canvasElement)?.textContent ?? '';
    await expect(text).toMatch(/Nov \d, 2024/);
    await expect(text).toContain('Previous period: ');
    await expect(text).toMatch(/[+-]\d+(\.\d)?%/);
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain(
      'Instagram (Previous period)',
    );
  },
};

export const Area: Story = { args: { variant: 'area' } };

export const StackedArea: Story = { args: { variant: 'area', stacked: true } };

/** Fractions shown as percentages. */
export const EngagementRate: Story = {
  args: {
    series: engagementRate30,
    valueFormat: 'percent',
    summary: 'Engagement rate per day, November 2024',
  },
};

/** The data table shown instead of the plot (the "view as table" toggle). */
export const TableView: Story = {
  args: { showTable: true, height: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: 'Reach per day by network, November 2024' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

export const Loading: Story = {
  args: { status: 'loading', isSkeletonAnimated: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reach chart…');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reach data for this period yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load reach data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 730 days × 8 networks: renders without animation or dots; the table has 730 rows. */
export const TwoYearsEightSeries: Story = {
  args: {
    series: impressions730x8,
    summary: 'Impressions per day by network, Nov 2024 to Oct 2026',
    height: 320,
  },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: /Impressions per day/ });
    await waitFor(() => expect(chart.querySelectorAll('path.recharts-line-curve').length).toBe(8));
    // The screen-reader table is built right after the chart's first paint.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(731));
  },
};
