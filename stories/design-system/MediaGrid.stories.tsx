import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '@/design-system/EmptyState';
import { MediaGrid, type MediaGridItem, type MediaGridProps } from '@/design-system/MediaGrid';

const picture = (from: string, to: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )}`;

const ITEMS: MediaGridItem[] = [
  {
    id: 'storefront',
    name: 'storefront-autumn.jpg',
    kind: 'image',
    thumbnailUrl: picture('#8a5a44', '#f2c14e', 384, 480),
    details: '1080 × 1350 · 2.5 MB',
    tags: ['Brand', 'Winter launch'],
  },
  {
    id: 'latte',
    name: 'latte-art.png',
    kind: 'image',
    thumbnailUrl: picture('#3b2f2f', '#d9b99b', 480, 320),
    details: '1200 × 800 · 912 kB',
    tags: ['Brand'],
  },
  { id: 'reel', name: 'roastery-tour.mp4', kind: 'video', details: '1080 × 1920 · 0:27 · 48 MB' },
  { id: 'menu', name: 'Winter menu.pdf', kind: 'document', details: '1.3 MB' },
  {
    id: 'beans',
    name: 'beans-closeup-with-a-rather-long-file-name-from-the-camera.webp',
    kind: 'image',
    thumbnailUrl: picture('#1f3b2d', '#9bc53d', 480, 480),
    details: '1080 × 1080 · 402 kB',
  },
];

const KIND_LABELS = { image: 'Picture', video: 'Video', document: 'Document' };

const meta = {
  title: 'Design System/MediaGrid',
  component: MediaGrid,
  args: {
    'aria-label': 'Library files',
    items: ITEMS,
    kindLabels: KIND_LABELS,
    onAction: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    items: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles open with a click or Enter; arrows move between them. Videos and documents show their kind's icon. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Library files' });
    await expect(grid).toBeVisible();
    await userEvent.click(canvas.getByRole('row', { name: 'latte-art.png, Picture' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('latte');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'roastery-tour.mp4, Video' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('reel');
  },
};

function Choosing(props: MediaGridProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set(['storefront']));

  return (
    <MediaGrid
      {...props}
      selectedKeys={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange?.(ids);
      }}
    />
  );
}

/** Choosing several files (the media picker): Space or a click toggles a tile; a check marks the chosen ones. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['menu'] },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('row', { name: 'latte-art.png, Picture' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['storefront', 'latte']));
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['storefront']));
    await expect(canvas.getByRole('row', { name: 'Winter menu.pdf, Document' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('row', { name: 'storefront-autumn.jpg, Picture' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Placeholder tiles while the library loads. */
export const Loading: Story = {
  args: { isLoading: true, loadingCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Library files' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing yet: the caller's empty state. */
export const Empty: Story = {
  args: {
    items: [],
    emptyState: <EmptyState size="sm" title="No files yet" description="Upload pictures, videos or PDFs." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No files yet')).toBeVisible();
  },
};
