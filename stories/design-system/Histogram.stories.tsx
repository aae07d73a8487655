import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES } from '@/design-system/ChartFrame';
import { Histogram } from '@/design-system/Histogram';
import { chartTooltip, engagementBuckets, pointAt } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/Histogram',
  component: Histogram,
  args: {
    buckets: engagementBuckets,
    countLabel: 'Posts',
    bucketLabel: 'Engagement rate',
    shareLabel: 'Share of posts',
    summary: 'Posts by engagement rate, November 2024',
    height: 240,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'No posts published in this period.',
    errorMessage: 'We couldn’t load the distribution.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading distribution…',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    buckets: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Histogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover a bar: the count and its share of all posts. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: 'Posts by engagement rate, November 2024' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(8));
    pointAt(chart, 0.34, 0.5);
    await waitFor(() => expect(chartTooltip(canvasElement)).toBeVisible());
    await expect(chartTooltip(canvasElement)).toHaveTextContent('2–3%');
    await expect(chartTooltip(canvasElement)).toHaveTextContent('Posts61');
    await expect(chartTooltip(canvasElement)).toHaveTextContent('Share of posts28%');
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
  },
};

/** Keyboard: focus the chart, arrows move between buckets. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chart = await canvas.findByRole('img');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(chartTooltip(canvasElement)).toHaveTextContent('1–2%'));
  },
};

export const Loading: Story = { args: { status: 'loading', isSkeletonAnimated: false } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts published in this period.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
