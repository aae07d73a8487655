import { Info } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { Popover, POPOVER_WIDTHS, PopoverTrigger } from '@/design-system/Popover';
import { Text } from '@/design-system/Text';
import { useRef, useState } from 'react';
import { PopoverContent } from '@/design-system/Popover/PopoverContent.tsx';

const meta = {
  title: 'Design System/Popover',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: Popover,
  args: {
    title: 'Where this number comes from',
    width: 'md',
    showArrow: true,
    placement: 'bottom',
    children: (
      <Text size="sm" tone="secondary">
        Followers reported by the Instagram Graph API (v24.0), refreshed today at 06:00. Net growth is
        followers gained minus followers lost.
      </Text>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: POPOVER_WIDTHS },
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'bottom start', 'top end'] },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <PopoverTrigger>
        <IconButton icon={<Info />} label="Where this number comes from" variant="secondary" />
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press opens it as a dialog named by its title; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Where this number comes from' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Where this number comes from' });
    await expect(dialog).toHaveTextContent('Instagram Graph API');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, for the screenshot. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await screen.findByRole('dialog');
  },
};

/** Without a title the dialog is named by `aria-label`; without the arrow it sits closer. */
export const Untitled: Story = {
  args: { title: undefined, 'aria-label': 'Filter', showArrow: false, width: 'sm' },
  render: (args) => (
    <div style={{ minHeight: 200 }}>
      <PopoverTrigger>
        <Button>Filter</Button>
        <Popover {...args}>
          <Text size="sm">Only posts with at least one comment.</Text>
        </Popover>
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    // It fades in from transparent: visible once the entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * The popover's loaded part on its own (`PopoverContent`, ADR 0015), anchored by `triggerRef` to any element,
 * as `Popover` renders it once its code has loaded: Escape closes it.
 */
export const LoadedContent: Story = {
  render: function Render(args) {
    const anchor = useRef<HTMLButtonElement>(null);
    const [isOpen, setOpen] = useState(true);

    return (
      <div style={{ minHeight: 240 }}>
        <Button ref={anchor} variant="secondary">
          Followers
        </Button>
        <PopoverContent {...args} triggerRef={anchor} isOpen={isOpen} onOpenChange={setOpen} trigger={null} />
      </div>
    );
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Where this number comes from' });
    await expect(dialog).toHaveTextContent('Instagram Graph API');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
