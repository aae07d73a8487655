import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES } from '@/design-system/ChartFrame';
import { GrowthChart } from '@/design-system/GrowthChart';
import { chartTooltip, growthPoints, pointAt } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/GrowthChart',
  component: GrowthChart,
  args: {
    points: growthPoints(),
    gainedLabel: 'Gained',
    lostLabel: 'Lost',
    netLabel: 'Net growth',
    dateLabel: 'Date',
    summary: 'Followers gained and lost per day, November 2024',
    height: 280,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'No follower changes in this period.',
    errorMessage: 'We couldn’t load follower growth.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading follower growth…',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    points: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GrowthChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gains above zero, losses below, the net line across; day 18 has no data. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', {
      name: 'Followers gained and lost per day, November 2024',
    });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(20));
    pointAt(chart, 0.3, 0.5);
    await waitFor(() => expect(chartTooltip(canvasElement)).toBeVisible());
    await expect(chartTooltip(canvasElement)).toHaveTextContent(/Nov \d+, 2024/);
    await expect(chartTooltip(canvasElement)).toHaveTextContent(/Gained\+\d/);
    await expect(chartTooltip(canvasElement)).toHaveTextContent(/Lost−\d/);
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

/** Keyboard: focus the chart; the first arrow moves to the second day. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chart = await canvas.findByRole('img');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(chartTooltip(canvasElement)).toHaveTextContent('Sat, Nov 2, 2024'));
  },
};

export const Loading: Story = { args: { status: 'loading', isSkeletonAnimated: false } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No follower changes in this period.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
