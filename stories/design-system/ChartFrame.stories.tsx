import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CHART_SKELETONS, CHART_STATUSES, ChartFrame, ChartTooltipContent } from '@/design-system/ChartFrame';

const table = {
  caption: 'Followers per network',
  columns: ['Network', 'Followers'],
  rows: [
    ['Instagram', '48,200'],
    ['Facebook', '31,400'],
    ['TikTok', '22,900'],
  ],
};

const meta = {
  title: 'Design System/Charts/ChartFrame',
  component: ChartFrame,
  args: {
    status: 'ready',
    height: 200,
    skeleton: 'bars',
    isSkeletonAnimated: false,
    emptyMessage: 'No data for this period.',
    errorMessage: 'We couldn’t load this chart.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading chart…',
    onRetry: fn(),
    dataTable: table,
    legend: [
      { id: 'a', name: 'Instagram', color: '#5146d8', line: true },
      { id: 'b', name: 'Previous period', color: '#8e95a3', dashed: true },
    ],
    children: (
      <ChartTooltipContent
        title="Mon, Nov 4, 2024"
        subtitle="Previous period: Sat, Oct 5, 2024"
        comparison
        locale="en-US"
        items={[
          {
            id: 'a',
            name: 'Instagram',
            color: '#5146d8',
            value: '13,912',
            previous: '12,640',
            delta: 0.1006,
            shape: 'line',
          },
          {
            id: 'b',
            name: 'Facebook',
            color: '#e07a2f',
            value: '8,604',
            previous: '8,630',
            delta: -0.003,
            shape: 'line',
          },
          {
            id: 'c',
            name: 'TikTok',
            color: '#1f9d8a',
            value: '–',
            previous: '4,702',
            delta: null,
            shape: 'line',
          },
        ]}
      />
    ),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    skeleton: { control: 'inline-radio', options: CHART_SKELETONS },
    children: { control: false },
    legend: { control: false },
    dataTable: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame around a plot (here the shared tooltip card as a stand-in), its legend and hidden table. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Followers per network' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const TableShown: Story = {
  args: { showTable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Followers per network' })).toBeVisible();
  },
};

export const LoadingBars: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart…');
  },
};

export const LoadingDonut: Story = { args: { status: 'loading', skeleton: 'donut' } };

export const LoadingGrid: Story = { args: { status: 'loading', skeleton: 'grid' } };

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data for this period.');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load this chart.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
