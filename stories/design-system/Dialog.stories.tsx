import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { AlertDialog, Dialog, DialogTrigger } from '@/design-system/Dialog';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';

/** Waits for the opening or closing fade, so screenshots and focus checks see the settled state. */
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const tall = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Design System/Dialog',
  // Opens a popover or dialog: also checked on a 360 px wide phone screen (the storybook-phone tests).
  tags: ['overlay'],
  component: Dialog,
  args: {
    title: 'Rename report',
    description: 'The new name is shown to everyone in this workspace.',
    closeLabel: 'Close',
    size: 'md',
    isDismissable: true,
    role: 'dialog',
    tone: 'neutral',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    tone: { control: 'inline-radio', options: ['neutral', 'critical'] },
    description: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const renameBody = <TextField label="Report name" defaultValue="Monthly Instagram review" />;
const renameFooter = ({ close }: { close: () => void }) => (
  <>
    <Button onPress={close}>Cancel</Button>
    <Button variant="primary" onPress={close}>
      Save
    </Button>
  </>
);

/**
 * Opened from a trigger: focus moves in and is trapped (Tab wraps), Escape closes, and focus returns to the
 * trigger.
 */
export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Rename</Button>
      <Dialog {...args} footer={renameFooter}>
        {renameBody}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename report' });
    await expect(dialog).toHaveAccessibleDescription('The new name is shown to everyone in this workspace.');
    await settle();

    // Focus trap: Tab cycles through close, field, Cancel, Save and back, never leaving the dialog.
    const body = within(dialog);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('textbox', { name: 'Report name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // The close button and a click on the backdrop close it too.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with `isOpen`/`onOpenChange`; the footer closes through the `close` render prop. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Rename</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
          footer={renameFooter}
        >
          {renameBody}
        </Dialog>
      </>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const deletePost = fn();

/**
 * A destructive confirmation: announced as an alert dialog, focus starts on Cancel, a backdrop click does not
 * dismiss it, confirming calls `onConfirm` and closes.
 */
export const Alert: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete post</Button>
      <AlertDialog
        title={args.title}
        description={args.description}
        onOpenChange={args.onOpenChange}
        confirmLabel="Delete post"
        cancelLabel="Cancel"
        onConfirm={deletePost}
      />
    </DialogTrigger>
  ),
  args: {
    title: 'Delete this post?',
    description: 'It is removed from the calendar and from Instagram. This cannot be undone.',
  },
  play: async ({ canvas, userEvent }) => {
    deletePost.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Delete post' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(deletePost).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete post' }));
    await expect(deletePost).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While the promise from `onConfirm` is pending the button spins; a rejection keeps the dialog open. */
export const AlertAsyncConfirm: Story = {
  args: { title: 'Disconnect Instagram?', description: 'Scheduled posts for this account will be paused.' },
  render: (args) => (
    <DialogTrigger>
      <Button>Disconnect</Button>
      <AlertDialog
        title={args.title}
        description={args.description}
        confirmLabel="Disconnect"
        cancelLabel="Cancel"
        onConfirm={() => Promise.reject(new Error('offline'))}
      />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Instagram?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeEnabled());
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Open, with a form body and footer actions: the visual-regression baseline of a dialog. */
export const Open: Story = {
  decorators: [tall],
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Rename</Button>
      <Dialog {...args} footer={renameFooter}>
        {renameBody}
      </Dialog>
    </DialogTrigger>
  ),
  play: async () => {
    await screen.findByRole('dialog');
    await settle();
  },
};

/** An alert dialog open: critical icon, red confirm. */
export const AlertOpen: Story = {
  decorators: [tall],
  args: {
    title: 'Delete 3 posts?',
    description: 'They are removed from the calendar and from every network. This cannot be undone.',
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Delete</Button>
      <AlertDialog
        title={args.title}
        description={args.description}
        confirmLabel="Delete posts"
        cancelLabel="Cancel"
      />
    </DialogTrigger>
  ),
  play: async () => {
    await screen.findByRole('alertdialog');
    await settle();
  },
};

/** A large dialog whose body is taller than the window: the body scrolls, header and footer stay. */
export const LongContent: Story = {
  decorators: [tall],
  args: { size: 'lg', title: 'Terms of the analytics export', description: undefined },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Read terms</Button>
      <Dialog {...args} footer={renameFooter}>
        <Stack gap={300}>
          {Array.from({ length: 16 }, (_, index) => (
            <Text key={index}>
              {index + 1}. Exported metrics include reach, impressions, engagement and follower growth for
              every connected profile. Figures are recomputed nightly and may change as networks revise their
              data.
            </Text>
          ))}
        </Stack>
      </Dialog>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await settle();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Small, title only, no close button: the smallest form. */
export const Small: Story = {
  decorators: [tall],
  args: {
    size: 'sm',
    title: 'Your export is ready',
    description: 'We also sent the file to ada@example.com.',
    closeLabel: undefined,
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Export</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        )}
      />
    </DialogTrigger>
  ),
  play: async () => {
    await screen.findByRole('dialog');
    await settle();
  },
};
