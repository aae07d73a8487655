import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DELIVERY_STATES, MessageBubble, type MessageBubbleProps } from '@/design-system/MessageBubble';

const picture = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/></svg>`,
  )}`;

const common = {
  locale: 'en-GB',
  timeZone: 'UTC',
  deliveryLabels: { sending: 'Sending…', sent: 'Sent', seen: 'Seen', failed: 'Not sent' },
  retryLabel: 'Retry',
};
const maya = { name: 'Maya Chen' };

const meta = {
  title: 'Design System/Widgets/MessageBubble',
  component: MessageBubble,
  args: {
    ...common,
    direction: 'outbound',
    text: 'Yes, we ship to Belgium! Orders placed before 2 pm leave the same day.',
    sentAt: '2025-12-03T17:54:00Z',
    deliveryState: 'seen',
    onRetry: fn(),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['inbound', 'outbound'] },
    deliveryState: { control: 'inline-radio', options: DELIVERY_STATES },
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <MessageBubble {...args} />
    </div>
  ),
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outbound: Story = {};

/** A failed message offers a retry. */
export const Failed: Story = {
  args: { deliveryState: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const conversation: Array<Omit<MessageBubbleProps, 'sentAt'> & { sentAt: string }> = [
  {
    direction: 'inbound',
    sender: maya,
    text: 'Hi! Do you ship your beans to Belgium?',
    sentAt: '2025-12-03T17:50:00Z',
    isLastInGroup: false,
  },
  {
    direction: 'inbound',
    sender: maya,
    text: 'I would love to order the Finca Aurora I saw in your post #coffee',
    sentAt: '2025-12-03T17:50:30Z',
    isFirstInGroup: false,
    isLastInGroup: false,
  },
  {
    direction: 'inbound',
    sender: maya,
    attachments: [{ kind: 'image', url: picture('#f4a261', '#e76f51'), alt: 'Screenshot of the post' }],
    sentAt: '2025-12-03T17:51:00Z',
    isFirstInGroup: false,
  },
  {
    direction: 'outbound',
    text: 'Hi Maya! Yes, we ship to Belgium.',
    sentAt: '2025-12-03T17:53:00Z',
    deliveryState: 'seen',
    isLastInGroup: false,
  },
  {
    direction: 'outbound',
    text: 'Orders placed before 2 pm leave the same day: https://kestrel.coffee/shop',
    sentAt: '2025-12-03T17:54:00Z',
    deliveryState: 'seen',
    isFirstInGroup: false,
  },
  {
    direction: 'inbound',
    sender: maya,
    text: 'Perfect, ordering now. Two bags for my brother too',
    attachments: [
      { kind: 'image', url: null },
      { kind: 'video', url: null },
    ],
    sentAt: '2025-12-03T17:56:00Z',
  },
  {
    direction: 'outbound',
    text: 'Wonderful, enjoy! @maya.brews',
    sentAt: '2025-12-03T17:58:00Z',
    deliveryState: 'sent',
    isLastInGroup: false,
  },
  {
    direction: 'outbound',
    text: 'Here is a 10% code for next time: AURORA10',
    sentAt: '2025-12-03T17:59:00Z',
    deliveryState: 'failed',
    isFirstInGroup: false,
  },
];

/** A conversation: groups of consecutive messages, pictures, placeholders and every delivery state. */
export const Conversation: Story = {
  render: (args) => (
    <div style={{ width: 480, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {conversation.map((message, index) => (
        <div key={index} style={{ marginTop: message.isFirstInGroup === false || index === 0 ? 0 : 12 }}>
          <MessageBubble {...common} onRetry={args.onRetry} {...message} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('Seen')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
