import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Stack } from '@/design-system/Stack';
import { TAG_TONES, Tag, TagGroup, type TagItem } from '@/design-system/Tag';

const TOPICS: TagItem[] = [
  { id: 'coffee', label: 'coffee' },
  { id: 'lyon', label: 'lyon' },
  { id: 'autumn', label: 'autumn' },
  { id: 'roastery', label: 'roastery' },
];

const meta = {
  title: 'Design System/Tag',
  component: Tag,
  args: { children: 'summer', prefix: '#' },
  argTypes: { tone: { control: 'inline-radio', options: TAG_TONES }, onRemove: { control: false } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('summer')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The × button is named by `removeLabel`. */
export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: 'Remove #summer' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove #summer' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

const onRemove = fn();

/** A TagGroup: arrows move between tags, Delete removes the focused one, × removes by pointer. */
export const Group: Story = {
  render: function Render() {
    const [items, setItems] = useState(TOPICS);

    return (
      <TagGroup
        label="Topics"
        items={items}
        prefix="#"
        onRemove={(ids) => {
          onRemove(ids);
          setItems((current) => current.filter((item) => !ids.includes(item.id)));
        }}
        removeLabel="Remove"
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Topics' });
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'coffee' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'lyon' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(onRemove).toHaveBeenLastCalledWith(['lyon']);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove roastery' }));
    await expect(onRemove).toHaveBeenLastCalledWith(['roastery']);
    await expect(grid).toBeVisible();
  },
};

/** Tones, with and without remove buttons, a long tag, and a read-only group. */
export const Gallery: Story = {
  render: () => (
    <Stack gap={400} style={{ maxWidth: 420 }}>
      <Stack direction="row" gap={200} wrap>
        <Tag>neutral</Tag>
        <Tag tone="accent">accent</Tag>
        <Tag prefix="#">hashtag</Tag>
        <Tag prefix="#" tone="accent" onRemove={() => undefined} removeLabel="Remove #accent">
          accent
        </Tag>
        <Tag prefix="#" onRemove={() => undefined} removeLabel="Remove #removable">
          removable
        </Tag>
        <Tag prefix="#" onRemove={() => undefined} removeLabel="Remove the long tag">
          averyveryverylonghashtagthatkeepsgoingandgoingbeyondthewidthofitscolumn
        </Tag>
      </Stack>
      <TagGroup label="Read-only topics" items={TOPICS} prefix="#" tone="accent" />
    </Stack>
  ),
};
