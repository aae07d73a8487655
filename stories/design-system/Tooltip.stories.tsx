import { Download, Share2, SlidersHorizontal, Trash2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { Tooltip } from '@/design-system/Tooltip';

const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  args: {
    content: 'Export as CSV',
    placement: 'top',
    delay: 600,
    closeDelay: 200,
    children: <IconButton icon={<Download />} label="Export" variant="secondary" />,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    trigger: { control: 'inline-radio', options: ['hover', 'focus'] },
    content: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabbing to the trigger shows the tooltip at once and links it as a description; Escape hides it. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Export as CSV');
    await expect(trigger).toHaveAccessibleDescription('Export as CSV');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Back again for the screenshot: shown on focus, settled.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await settle();
  },
};

/** Hovering shows it after `delay`; leaving hides it. */
export const Hover: Story = {
  args: { delay: 100, closeDelay: 0, content: 'Share report' },
  render: (args) => (
    <Tooltip {...args}>
      <IconButton icon={<Share2 />} label="Share" />
    </Tooltip>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    // React Aria shows on hover only for pointer users: a click elsewhere sets the pointer modality.
    await userEvent.click(document.body);
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Share report');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** `trigger="focus"`: hover does nothing, keyboard focus shows it. */
export const FocusOnly: Story = {
  args: { trigger: 'focus', delay: 0, content: 'Filters apply to every chart' },
  render: (args) => (
    <Tooltip {...args}>
      <Button iconStart={<SlidersHorizontal />}>Filters</Button>
    </Tooltip>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(trigger);
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Filters apply to every chart');
    await settle();
  },
};

/** Every placement, and a long text that wraps: the visual-regression baseline. */
export const Placements: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: '24px 120px 48px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip {...args} isOpen content="Export as CSV">
        <IconButton icon={<Download />} label="Export" variant="secondary" />
      </Tooltip>
      <div style={{ width: 96 }} />
      <Tooltip {...args} isOpen placement="bottom" content="Share report">
        <IconButton icon={<Share2 />} label="Share" variant="secondary" />
      </Tooltip>
      <div style={{ width: 300 }} />
      <Tooltip
        {...args}
        isOpen
        placement="start"
        content="Filters apply to every chart on this page, including exports."
      >
        <IconButton icon={<SlidersHorizontal />} label="Filters" variant="secondary" />
      </Tooltip>
      <div style={{ width: 48 }} />
      <Tooltip {...args} isOpen placement="end" content="Delete">
        <IconButton icon={<Trash2 />} label="Delete" variant="secondary" />
      </Tooltip>
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
    await settle();
  },
};
