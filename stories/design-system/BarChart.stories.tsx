import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BAR_CHART_LAYOUTS, BAR_CHART_MODES, BarChart } from '@/design-system/BarChart';
import { CHART_STATUSES, CHART_VALUE_FORMATS } from '@/design-system/ChartFrame';
import { chartTooltip, days, engagementByType, pointAt } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/BarChart',
  component: BarChart,
  args: {
    data: engagementByType.data,
    series: engagementByType.series,
    summary: 'Engagements by network and type, November 2024',
    categoryLabel: 'Network',
    layout: 'vertical',
    mode: 'grouped',
    valueFormat: 'compact',
    height: 280,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'No engagements in this period.',
    errorMessage: 'We couldn’t load engagements.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading engagements chart…',
    onRetry: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: BAR_CHART_LAYOUTS },
    mode: { control: 'inline-radio', options: BAR_CHART_MODES },
    valueFormat: { control: 'inline-radio', options: CHART_VALUE_FORMATS },
    status: { control: 'inline-radio', options: CHART_STATUSES },
    data: { control: false },
    series: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped columns; hovering a category shows every series' exact value. */
export const Grouped: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: 'Engagements by network and type, November 2024' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(10));
    pointAt(chart, 0.53, 0.5);
    await waitFor(() => expect(chartTooltip(canvasElement)).toBeVisible());
    await expect(chartTooltip(canvasElement)).toHaveTextContent('TikTok');
    await expect(chartTooltip(canvasElement)).toHaveTextContent('22,150');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

export const Stacked: Story = { args: { mode: 'stacked' } };

/**
 * A month of days as columns: the axis names as many days as fit without their labels running together (the
 * first and last always); every day is still in the tooltip and the table.
 */
export const ManyColumns: Story = {
  args: {
    data: days(28).map((day, index) => ({
      label: new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
      values: { posts: [4, 7, 2, 9, 5][index % 5]! },
    })),
    series: [{ id: 'posts', name: 'Posts' }],
    summary: 'Posts per day',
    categoryLabel: 'Day',
    valueFormat: 'number',
    height: 200,
  },
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: 'Posts per day' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(28));
    // The day labels under the columns (the value axis has numbers).
    const labels = [...canvasElement.querySelectorAll('.recharts-cartesian-axis-tick-value')].filter(
      (label) => /^[A-Z][a-z]{2} \d+$/.test(label.textContent ?? ''),
    );
    await expect(labels.length).toBeGreaterThan(2);
    await expect(labels.length).toBeLessThan(28);
    await expect(labels[0]).toHaveTextContent('Nov 1');
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1)
      await expect(boxes[index]!.left).toBeGreaterThan(boxes[index - 1]!.right);
  },
};

/** Horizontal bars, keyboard: focus the chart and step through the categories with the arrow keys. */
export const Horizontal: Story = {
  args: { layout: 'horizontal', mode: 'stacked' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chart = await canvas.findByRole('img');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(chartTooltip(canvasElement)).toBeVisible());
    await expect(chartTooltip(canvasElement)).toHaveTextContent('Instagram');
    await expect(chartTooltip(canvasElement)).toHaveTextContent('18,420');
  },
};

export const Loading: Story = {
  args: { status: 'loading', isSkeletonAnimated: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading engagements chart…');
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No engagements in this period.');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
