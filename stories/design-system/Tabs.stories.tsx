import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Card } from '@/design-system/Card';
import { Stack } from '@/design-system/Stack';
import { Tabs, type TabItem } from '@/design-system/Tabs';
import { Text } from '@/design-system/Text';

const SECTIONS: ReadonlyArray<TabItem> = [
  { id: 'overview', label: 'Overview' },
  { id: 'posts', label: 'Posts', count: 128 },
  { id: 'stories', label: 'Stories', count: 1204 },
  { id: 'audience', label: 'Audience' },
  { id: 'competitors', label: 'Competitors', isDisabled: true },
];

const VIEWS: ReadonlyArray<TabItem> = [
  { id: 'month', label: 'Month' },
  { id: 'week', label: 'Week' },
  { id: 'list', label: 'List' },
];

const panel = (item: TabItem) => (
  <Text tone="secondary">{item.label}: engagement, reach and follower growth for the selected period.</Text>
);

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Analytics sections',
    items: SECTIONS,
    variant: 'underline',
    keyboardActivation: 'automatic',
    onSelectionChange: fn(),
    children: panel,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'segmented'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    items: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the selection (skipping the disabled tab), Home/End jump, the panel follows. */
export const Underline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overview:');

    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const posts = canvas.getByRole('tab', { name: 'Posts 128' });
    await expect(posts).toHaveFocus();
    await expect(posts).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('posts');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Posts 128');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Audience' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Audience' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Stories 1,204' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Stories:');
    await expect(canvas.getByRole('tab', { name: 'Competitors' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The compact pill toggle for switching views of the same content. */
export const Segmented: Story = {
  args: { 'aria-label': 'Calendar view', items: VIEWS, variant: 'segmented', defaultSelectedKey: 'week' },
  play: async ({ canvas, userEvent, args }) => {
    const week = canvas.getByRole('tab', { name: 'Week' });
    await expect(week).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(week).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('list');
    await userEvent.click(canvas.getByRole('tab', { name: 'Month' }));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Month:'));
  },
};

/** Manual activation: arrows only move focus; Enter selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const posts = canvas.getByRole('tab', { name: 'Posts 128' });
    await expect(posts).toHaveFocus();
    await expect(posts).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(posts).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many tabs with long labels: the bar scrolls sideways instead of wrapping. */
export const ManyTabs: Story = {
  args: {
    items: [
      { id: 'overview', label: 'Overview' },
      { id: 'posts', label: 'Posts', count: 128 },
      { id: 'reels', label: 'Reels', count: 42 },
      { id: 'stories', label: 'Stories', count: 1204 },
      { id: 'audience', label: 'Audience demographics' },
      { id: 'hashtags', label: 'Hashtags', count: 87 },
      { id: 'mentions', label: 'Mentions', count: 3 },
      { id: 'competitors', label: 'Competitor benchmarks' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
};

/** Both variants in context, the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <Stack gap={600}>
      <Card as="div">
        <Tabs {...args} defaultSelectedKey="posts" />
      </Card>
      <Tabs
        {...args}
        aria-label="Calendar view"
        items={VIEWS}
        variant="segmented"
        defaultSelectedKey="month"
      />
      <Tabs
        {...args}
        aria-label="Period"
        items={[
          { id: '7d', label: '7 days' },
          { id: '28d', label: '28 days', count: 28 },
          { id: '90d', label: '90 days', isDisabled: true },
        ]}
        variant="segmented"
        defaultSelectedKey="28d"
      />
    </Stack>
  ),
};
