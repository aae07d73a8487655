import { CalendarPlus, Inbox, Plug } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { EMPTY_STATE_SIZES, EmptyState } from '@/design-system/EmptyState';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    icon: <CalendarPlus />,
    title: 'No posts scheduled yet',
    description: 'Plan your week: scheduled posts show up here with their network and time.',
    titleLevel: 2,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: EMPTY_STATE_SIZES },
    titleLevel: { control: 'inline-radio', options: [1, 2, 3] },
    icon: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No posts scheduled yet' })).toBeVisible();
  },
};

const onConnect = fn();

/** The actions are the way out of the empty state. */
export const WithActions: Story = {
  args: {
    icon: <Plug />,
    title: 'Connect your first account',
    description: 'Kestrel needs at least one social profile to collect analytics.',
    actions: (
      <>
        <Button variant="primary" onPress={onConnect}>
          Connect an account
        </Button>
        <Button variant="tertiary">Learn more</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onConnect.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect an account' }));
    await expect(onConnect).toHaveBeenCalledTimes(1);
  },
};

/** Every size: the visual-regression baseline. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {EMPTY_STATE_SIZES.map((size) => (
        <div key={size} style={{ border: '1px dashed currentColor', borderRadius: 12 }}>
          <EmptyState
            {...args}
            size={size}
            titleLevel={2}
            icon={<Inbox />}
            title={`Size ${size}`}
            actions={<Button size={size === 'sm' ? 'sm' : 'md'}>Refresh</Button>}
          />
        </div>
      ))}
      <EmptyState {...args} icon={undefined} title="Without an icon or actions" titleLevel={2} />
    </div>
  ),
};
