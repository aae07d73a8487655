import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ConversationList, ConversationListItem } from '@/design-system/ConversationListItem';
import { EmptyState } from '@/design-system/EmptyState';

const now = new Date('2025-12-03T18:00:00Z');
const common = {
  now,
  locale: 'en-GB',
  unreadLabel: (_count: number, formatted: string) => `${formatted} unread messages`,
  assigneeLabel: (name: string) => `Assigned to ${name}`,
};

const conversations = [
  {
    id: 'c1',
    participant: { name: 'Maya Chen' },
    network: 'instagram' as const,
    lastMessage: 'Hi! Do you ship your beans to Belgium? I would love to order the Finca Aurora.',
    lastMessageAt: '2025-12-03T17:52:00Z',
    unreadCount: 2,
  },
  {
    id: 'c2',
    participant: { name: 'Tom Baker' },
    network: 'facebook' as const,
    lastMessage: 'Thanks for the quick reply, see you Saturday',
    lastMessageAt: '2025-12-03T14:10:00Z',
    assignee: { name: 'Ada Lovelace' },
  },
  {
    id: 'c3',
    participant: { name: 'Lena Fischer' },
    network: 'x' as const,
    lastMessage: 'Is the workshop on the 12th still open?',
    lastMessageAt: '2025-12-02T09:30:00Z',
    unreadCount: 1,
    assignee: { name: 'Grace Hopper' },
  },
  {
    id: 'c4',
    participant: { name: 'Northern Roasting Guild — Partnerships & Events Team' },
    network: 'linkedin' as const,
    lastMessage: 'Following up on our call about the spring cupping event and the shared stand.',
    lastMessageAt: '2025-11-24T11:00:00Z',
  },
];

const onSelectionChange = fn();
const onPress = fn();

function Inbox({ initial = 'c2' }: { initial?: string }) {
  const [selected, setSelected] = useState<string>(initial);
  return (
    <div style={{ width: 360 }}>
      <ConversationList
        aria-label="Conversations"
        selectedId={selected}
        onSelectionChange={(id) => {
          onSelectionChange(id);
          setSelected(id);
        }}
      >
        {conversations.map((conversation) => (
          <ConversationListItem key={conversation.id} {...common} {...conversation} onPress={onPress} />
        ))}
      </ConversationList>
    </div>
  );
}

const meta = {
  title: 'Design System/Widgets/ConversationListItem',
  component: ConversationListItem,
  args: { ...common, ...conversations[0]!, onPress },
  argTypes: { network: { control: 'select', options: ['instagram', 'facebook', 'x', 'linkedin', 'tiktok'] } },
  render: (args) => (
    <div style={{ width: 360 }}>
      <ConversationList aria-label="Conversations">
        <ConversationListItem {...args} />
      </ConversationList>
    </div>
  ),
} satisfies Meta<typeof ConversationListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One unread conversation with its count. */
export const Unread: Story = {};

/** The inbox list: arrows move focus, Enter opens the focused conversation, the open one is highlighted. */
export const List: Story = {
  render: () => <Inbox />,
  play: async ({ canvas, userEvent }) => {
    onSelectionChange.mockClear();
    const grid = canvas.getByRole('grid', { name: 'Conversations' });
    await expect(grid).toBeVisible();
    await userEvent.tab();
    const tom = canvas.getByRole('row', { name: /Tom Baker/ });
    await waitFor(() => expect(tom).toHaveFocus());
    await expect(tom).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const lena = canvas.getByRole('row', { name: /Lena Fischer/ });
    await expect(lena).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lena).toHaveAttribute('aria-selected', 'true'));
    await expect(onSelectionChange).toHaveBeenLastCalledWith('c3');
    await userEvent.click(canvas.getByRole('row', { name: /Maya Chen/ }));
    await expect(onSelectionChange).toHaveBeenLastCalledWith('c1');
  },
};

export const Empty: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <ConversationList
        aria-label="Conversations"
        emptyState={<EmptyState size="sm" title="No conversations" description="New messages appear here." />}
      >
        {[]}
      </ConversationList>
    </div>
  ),
};
