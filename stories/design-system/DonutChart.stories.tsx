import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CHART_STATUSES, CHART_VALUE_FORMATS } from '@/design-system/ChartFrame';
import { DonutChart } from '@/design-system/DonutChart';
import { audienceByNetwork, chartTooltip } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/DonutChart',
  component: DonutChart,
  args: {
    parts: audienceByNetwork,
    totalLabel: 'Followers',
    otherLabel: 'Other',
    maxSlices: 8,
    valueFormat: 'compact',
    summary: 'Followers by network, November 2024',
    tableColumns: ['Network', 'Followers', 'Share'],
    height: 240,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'No followers yet.',
    errorMessage: 'We couldn’t load followers by network.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading followers by network…',
    onRetry: fn(),
  },
  argTypes: {
    valueFormat: { control: 'inline-radio', options: CHART_VALUE_FORMATS },
    status: { control: 'inline-radio', options: CHART_STATUSES },
    maxSlices: { control: { type: 'number', min: 1, max: 12 } },
    parts: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eleven networks: the four smallest are grouped into "Other" (8 slices). The centre shows the total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Followers by network, November 2024' });
    await expect(canvas.getByText('137.8K')).toBeInTheDocument();
    // The table: a header row and one row per slice.
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByRole('rowheader', { name: 'Other' })).toBeInTheDocument();
  },
};

/** Keyboard: focus the chart; the arrow keys put each part in the centre. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chart = await canvas.findByRole('img');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await waitFor(() => expect(chartTooltip(canvasElement)).toHaveTextContent('48.2KInstagram35%'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(chartTooltip(canvasElement)).toHaveTextContent('31.4KFacebook22.8%');
  },
};

/** Hover a slice: its value and share in the centre. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('img');
    const sectors = canvasElement.querySelectorAll('.recharts-pie-sector');
    await userEvent.hover(sectors[2]!);
    await waitFor(() => expect(chartTooltip(canvasElement)).toHaveTextContent('TikTok'));
  },
};

export const FewParts: Story = {
  args: { parts: audienceByNetwork.slice(0, 3), valueFormat: 'number' },
};

export const Loading: Story = { args: { status: 'loading', isSkeletonAnimated: false } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No followers yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
