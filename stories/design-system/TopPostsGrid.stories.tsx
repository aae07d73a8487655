import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CHART_STATUSES } from '@/design-system/ChartFrame';
import { TopPostsGrid } from '@/design-system/TopPostsGrid';
import { networkLabels, topPosts } from './chartData.ts';

const meta = {
  title: 'Design System/Charts/TopPostsGrid',
  component: TopPostsGrid,
  args: {
    posts: topPosts,
    networkLabels,
    rankLabel: (rank: number) => `Rank ${rank}`,
    summary: 'Top posts by engagements',
    onSelect: fn(),
    minCardWidth: 180,
    status: 'ready',
    locale: 'en-US',
    emptyMessage: 'No posts published in this period.',
    errorMessage: 'We couldn’t load your top posts.',
    retryLabel: 'Try again',
    loadingLabel: 'Loading top posts…',
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: CHART_STATUSES },
    posts: { control: false },
    networkLabels: { control: false },
    rankLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopPostsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six posts, two without an image (network-coloured tile), one long caption clamped to two lines. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Top posts by engagements' });
    await expect(list.querySelectorAll('li')).toHaveLength(6);
    const first = canvas.getByRole('button', { name: /^Rank 1 .*Instagram.*18\.4K Engagements$/ });
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith('p1');
  },
};

/** Keyboard: Tab reaches each card, Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Rank 2 / })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('p2');
  },
};

/**
 * Five posts where four cards fit side by side: rows as even as they can be (three and two), never one card left
 * alone on the last row.
 */
export const FiveWhereFourFit: Story = {
  args: { posts: topPosts.slice(0, 5) },
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const items = [...canvas.getByRole('list', { name: 'Top posts by engagements' }).querySelectorAll('li')];
    await expect(items).toHaveLength(5);
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    await expect([...rows.values()]).toEqual([3, 2]);
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
