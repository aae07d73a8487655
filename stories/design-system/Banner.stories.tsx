import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner, BANNER_TONES } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';

const meta = {
  title: 'Design System/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Instagram sync is paused',
    children: 'We will resume fetching insights once the account is reconnected.',
  },
  argTypes: {
    tone: { control: 'select', options: BANNER_TONES },
    role: { control: 'inline-radio', options: [undefined, 'status', 'alert', 'none'] },
    action: { control: false },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Polite by default: `role="status"`. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Instagram sync is paused');
  },
};

/** Critical banners interrupt: `role="alert"` unless told otherwise. */
export const Critical: Story = {
  args: { tone: 'critical', title: 'Payment failed', children: 'Update your card to keep publishing.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
  },
};

export const WithActionAndDismiss: Story = {
  args: {
    tone: 'warning',
    title: 'Your trial ends in 3 days',
    children: 'Choose a plan to keep your reports and scheduled posts.',
    action: <Button size="sm">Choose a plan</Button>,
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Present on page load, nothing to announce. */
export const NoRole: Story = {
  args: { tone: 'success', title: undefined, children: 'Your changes were saved.', role: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Your changes were saved.')).toBeVisible();
  },
};

/** Every tone, with and without title, action and dismiss: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      {BANNER_TONES.map((tone) => (
        <Banner {...args} key={tone} tone={tone} role="none" title={`A ${tone} banner`}>
          The body explains what happened and what to do next.
        </Banner>
      ))}
      <Banner {...args} tone="info" role="none" title={undefined}>
        A single line without a title.
      </Banner>
      <Banner
        {...args}
        tone="warning"
        role="none"
        title="Your trial ends in 3 days"
        action={<Button size="sm">Choose a plan</Button>}
        onDismiss={() => {}}
        dismissLabel="Dismiss trial reminder"
      >
        Choose a plan to keep your reports.
      </Banner>
      <div style={{ width: 360 }}>
        <Banner
          {...args}
          tone="critical"
          role="none"
          title="Reconnect LinkedIn"
          action={<Button size="sm">Reconnect</Button>}
          onDismiss={() => {}}
          dismissLabel="Dismiss LinkedIn warning"
        >
          The access token expired on the network's side.
        </Banner>
      </div>
    </div>
  ),
};
