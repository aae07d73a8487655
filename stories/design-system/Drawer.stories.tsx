import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { DialogTrigger } from '@/design-system/Dialog';
import { Drawer } from '@/design-system/Drawer';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';

/** Waits for the opening or closing animation, so screenshots and focus checks see the settled state. */
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const fullHeight = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
);

const filters = (
  <Stack gap={500}>
    <Select
      label="Network"
      items={[
        { id: 'all', label: 'All networks' },
        { id: 'instagram', label: 'Instagram' },
        { id: 'tiktok', label: 'TikTok' },
      ]}
      defaultSelectedKey="all"
    />
    <TextField label="Hashtag" placeholder="#summer" />
  </Stack>
);

const footer = ({ close }: { close: () => void }) => (
  <>
    <Button onPress={close}>Reset</Button>
    <Button variant="primary" onPress={close}>
      Apply filters
    </Button>
  </>
);

const meta = {
  title: 'Design System/Drawer',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: Drawer,
  args: {
    title: 'Filter posts',
    description: 'Only matching posts are counted in the totals.',
    closeLabel: 'Close',
    width: 'md',
    placement: 'right',
    isDismissable: true,
    onOpenChange: fn(),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    placement: { control: 'inline-radio', options: ['right', 'left'] },
    description: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus is trapped inside, Escape closes and focus returns to the trigger; the close button closes too. */
export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Filters</Button>
      <Drawer {...args} footer={footer}>
        {filters}
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filter posts' });
    await expect(drawer).toHaveAccessibleDescription('Only matching posts are counted in the totals.');
    await settle();

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled: the footer's actions close it through `onOpenChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Filters</Button>
        <Drawer
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
          footer={footer}
        >
          {filters}
        </Drawer>
      </>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter posts' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply filters' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open from the right with a form and a sticky footer: the visual-regression baseline. */
export const Open: Story = {
  decorators: [fullHeight],
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Filters</Button>
      <Drawer {...args} footer={footer}>
        {filters}
      </Drawer>
    </DialogTrigger>
  ),
  play: async () => {
    await screen.findByRole('dialog');
    await settle();
  },
};

/**
 * From the left, small, with a long body: the body scrolls (and takes keyboard focus to do so) between the
 * sticky header and footer.
 */
export const LeftLongContent: Story = {
  decorators: [fullHeight],
  args: { placement: 'left', width: 'sm', title: 'Post details', description: undefined },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Details</Button>
      <Drawer {...args} footer={footer}>
        <Stack gap={300}>
          {Array.from({ length: 24 }, (_, index) => (
            <Text key={index}>
              Comment {index + 1}: Loved the colours in this one, where was it shot? Planning a trip in June.
            </Text>
          ))}
        </Stack>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Post details' });
    await settle();
    await userEvent.tab();
    await userEvent.tab();
    const body = within(drawer)
      .getByText(/Comment 1:/)
      .closest('[tabindex="0"]');
    await expect(body).toHaveFocus();
    await expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toBeVisible();
  },
};
