import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { ConsentBanner, ConsentDialog, type ConsentLabels } from '@/design-system/ConsentBanner';

const LABELS: ConsentLabels = {
  title: 'Your privacy',
  body: 'We use analytics to learn which features help you, and nothing else. You can change your mind at any time under Cookie settings.',
  acceptAnalytics: 'Allow analytics',
  onlyNecessary: 'Only necessary',
  choose: 'Choose…',
  dialogTitle: 'Cookie settings',
  dialogDescription: 'Choose what Kestrel may store in your browser.',
  necessary: 'Necessary',
  necessaryDescription: 'Keep you signed in and protect your account. Always on.',
  analytics: 'Analytics',
  analyticsDescription:
    'Product analytics, feature-flag statistics, campaign attribution and session recordings.',
  save: 'Save choices',
  cancel: 'Cancel',
};

const meta = {
  title: 'Design System/ConsentBanner',
  component: ConsentBanner,
  args: { labels: LABELS, onAccept: fn(), onReject: fn(), onChoose: fn() },
  argTypes: { labels: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landmark named by its title; refusing is one click, like accepting. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Your privacy' });
    await expect(region).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Only necessary' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow analytics' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose…' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

function DialogDemo({ initial, onSave }: { initial: boolean | null; onSave: (analytics: boolean) => void }) {
  const [isOpen, setOpen] = useState(true);
  const [analytics, setAnalytics] = useState(initial);

  return (
    <>
      <Button onPress={() => setOpen(true)}>Cookie settings</Button>
      <ConsentDialog
        labels={LABELS}
        isOpen={isOpen}
        onOpenChange={setOpen}
        analytics={analytics}
        onSave={(value) => {
          setAnalytics(value);
          onSave(value);
        }}
      />
    </>
  );
}

const onSave = fn();

/**
 * The detailed choice: necessary is on and cannot be turned off; analytics is a switch, saved only on Save. Cancel
 * keeps the saved choice, and the next opening starts from it.
 */
export const Dialog: Story = {
  render: () => <DialogDemo initial={null} onSave={onSave} />,
  beforeEach: () => onSave.mockClear(),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await expect(await screen.findByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await expect(onSave).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await expect(await screen.findByRole('switch', { name: 'Analytics' })).toBeChecked();
  },
};
