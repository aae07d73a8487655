import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { Stack } from '@/design-system/Stack';
import { createToastQueue, ToastRegion, useToast, type ToastOptions } from '@/design-system/Toast';

/** Every story gets its own queue, emptied before it runs. */
const queue = createToastQueue();
const settle = () => Promise.all(document.getAnimations().map((animation) => animation.finished));
const undo = fn();

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast(queue);
  return <Button onPress={() => toast(options)}>{label}</Button>;
}

const meta = {
  title: 'Design System/Toast',
  component: ToastRegion,
  args: { 'aria-label': 'Notifications', closeLabel: 'Dismiss', queue },
  argTypes: { queue: { control: false } },
  beforeEach: () => {
    queue.clear();
    undo.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button shows a toast: it is announced as an alert inside the named region, and × closes it. */
export const ShowAndDismiss: Story = {
  render: (args) => (
    <>
      <Trigger
        label="Schedule post"
        options={{ title: 'Post scheduled', description: 'Tue 14 May at 09:30', tone: 'success' }}
      />
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule post' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('Post scheduled');
    await expect(
      within(region).getByRole('alertdialog', { name: 'Post scheduled' }),
    ).toHaveAccessibleDescription('Tue 14 May at 09:30');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/** A toast closes by itself after its timeout (5 s by default; shorter here). */
export const Timeout: Story = {
  render: (args) => (
    <>
      <Trigger label="Copy link" options={{ title: 'Link copied', timeout: 400 }} />
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Link copied');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  },
};

/** The action runs and closes the toast; toasts with an action wait to be dismissed. */
export const WithAction: Story = {
  render: (args) => (
    <>
      <Trigger
        label="Delete draft"
        options={{ title: 'Draft deleted', action: { label: 'Undo', onAction: undo }, timeout: 300 }}
      />
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete draft' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Draft deleted' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(toast).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Several toasts stack in the bottom-right corner, newest at the bottom; critical ones stay. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <Stack direction="row" gap={200}>
        <Trigger label="Publish" options={{ title: 'Published to Instagram', tone: 'success', timeout: 0 }} />
        <Trigger
          label="Fail"
          options={{
            title: 'Could not publish to TikTok',
            description: 'The connection expired. Reconnect the account and try again.',
            tone: 'critical',
          }}
        />
      </Stack>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('alertdialog');
    // The newest is lowest on screen.
    await expect(second!.getBoundingClientRect().top).toBeLessThan(first!.getBoundingClientRect().top);
    await settle();
  },
};

/** Every tone, with and without description and action: the visual-regression baseline. */
export const Tones: Story = {
  beforeEach: () => {
    queue.add({ title: 'Report exported', tone: 'neutral' });
    queue.add({ title: 'Post scheduled', description: 'Tue 14 May at 09:30', tone: 'success' });
    queue.add({
      title: 'Instagram limits reached',
      description: 'Only 25 posts a day can be published through the API.',
      tone: 'warning',
    });
    queue.add({
      title: 'Draft deleted',
      tone: 'neutral',
      action: { label: 'Undo', onAction: undo },
    });
    queue.add({
      title: 'Could not publish to TikTok',
      description: 'The connection expired. Reconnect the account and try again.',
      tone: 'critical',
    });
  },
  render: (args) => <ToastRegion {...args} />,
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(5));
    await settle();
  },
};
