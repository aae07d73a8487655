import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { EmptyState } from '@/design-system/EmptyState';
import { FeedGrid, type FeedGridItem, type FeedGridProps } from '@/design-system/FeedGrid';

const picture = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/></svg>`,
  )}`;

const colors: Array<[string, string]> = [
  ['#f4a261', '#e76f51'],
  ['#2a9d8f', '#264653'],
  ['#e9c46a', '#f4a261'],
  ['#8ecae6', '#219ebc'],
  ['#b56576', '#355070'],
  ['#6d597a', '#e56b6f'],
  ['#90be6d', '#43aa8b'],
  ['#577590', '#4d908e'],
  ['#f9844a', '#f8961e'],
  ['#9c6644', '#7f5539'],
  ['#cdb4db', '#a2d2ff'],
  ['#1d3557', '#457b9d'],
];

const planned: FeedGridItem[] = [
  { id: 'p1', kind: 'carousel', isPlanned: true, label: 'Planned for 5 Dec, 09:00', badge: '5 Dec' },
  { id: 'p2', kind: 'reel', isPlanned: true, label: 'Planned for 4 Dec, 12:30', badge: '4 Dec' },
  { id: 'p3', kind: 'image', isPlanned: true, label: 'Planned for 3 Dec, 18:00', badge: '3 Dec' },
];
const published: FeedGridItem[] = [
  { id: 'a', kind: 'image', isPlanned: false, label: 'Published 1 Dec' },
  { id: 'b', kind: 'video', isPlanned: false, label: 'Published 29 Nov' },
  { id: 'c', kind: 'image', isPlanned: false, label: 'Published 27 Nov' },
  { id: 'd', kind: 'carousel', isPlanned: false, label: 'Published 25 Nov' },
  { id: 'e', kind: 'image', isPlanned: false, label: 'Published 22 Nov' },
  { id: 'f', kind: 'reel', isPlanned: false, label: 'Published 20 Nov' },
];
const withPictures = (items: FeedGridItem[]) =>
  items.map((item, index) => {
    const [from, to] = colors[index % colors.length] ?? ['#ccc', '#999'];
    return { ...item, thumbnailUrl: picture(from, to) };
  });

const feed = withPictures([...planned, ...published]);

/** Keeps the order in state, as a screen would, and reports every reorder to the action log. */
function StatefulFeedGrid(props: FeedGridProps) {
  const [items, setItems] = useState(props.items);
  return (
    <div style={{ width: 360 }}>
      <FeedGrid
        {...props}
        items={items}
        onReorder={(ids) => {
          props.onReorder?.(ids);
          setItems(
            ids.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined),
          );
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Widgets/FeedGrid',
  component: FeedGrid,
  args: {
    items: feed,
    'aria-label': 'Feed preview',
    plannedLabel: 'Planned',
    onReorder: fn(),
    tileAspectRatio: 1,
    isReorderDisabled: false,
  },
  argTypes: {
    items: { control: 'object' },
    tileAspectRatio: { control: 'inline-radio', options: [1, 3 / 4, 4 / 5] },
    emptyState: { control: false },
  },
  render: (args) => <StatefulFeedGrid {...args} />,
} satisfies Meta<typeof FeedGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard reordering: arrows move between tiles, Tab reaches the planned tile's drag handle, Enter picks it
 * up, arrows choose a place among planned tiles, Enter drops. Published tiles are reachable but never move.
 */
export const KeyboardReorder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Feed preview' });
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await userEvent.tab();
    const first = canvas.getByRole('row', { name: 'Planned for 5 Dec, 09:00' });
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Published 1 Dec' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.getAttribute('slot')).toBe('drag');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const order = (args.onReorder as ReturnType<typeof fn>).mock.calls[0]?.[0] as string[];
    // Two steps right: past p3, the last planned slot. The published tiles keep their places.
    await expect(order).toEqual(['p2', 'p3', 'p1', 'a', 'b', 'c', 'd', 'e', 'f']);
    await waitFor(() =>
      expect(grid.querySelector('[role="row"]')).toHaveAccessibleName('Planned for 4 Dec, 12:30'),
    );
  },
};

/** A read-only grid (reordering off): planned posts are still marked. Portrait tiles, as Instagram shows now. */
export const ReadOnlyPortrait: Story = {
  args: { isReorderDisabled: true, tileAspectRatio: 3 / 4 },
};

/** Posts without a picture yet show a neutral tile with the kind's icon. */
export const Placeholders: Story = {
  args: { items: [...planned, ...published.slice(0, 3)] },
};

export const Empty: Story = {
  args: {
    items: [],
    emptyState: (
      <EmptyState size="sm" title="No posts yet" description="Planned and published posts appear here." />
    ),
  },
};
