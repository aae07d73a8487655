import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { CommentItem, type CommentItemLabels } from '@/design-system/CommentItem';
import { CommentThread } from '@/design-system/CommentThread';
import { TextField } from '@/design-system/TextField';

const now = new Date('2025-12-03T18:00:00Z');
const labels: CommentItemLabels = {
  replied: 'Replied',
  sentiment: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' },
  likes: (_count, formatted) => `${formatted} likes`,
  reply: 'Reply',
  hide: 'Hide',
  delete: 'Delete',
  markDone: 'Mark as done',
};
const common = { now, locale: 'en-GB', labels, onReply: fn(), onHideChange: fn(), onDelete: fn() };

const meta = {
  title: 'Design System/Widgets/CommentThread',
  component: CommentThread,
  args: {
    comment: (
      <CommentItem
        {...common}
        author={{ name: 'Maya Chen', handle: 'maya.brews' }}
        network="instagram"
        text="Is the maple oat latte available at the Croix-Rousse shop too? #kestrelcoffee"
        createdAt="2025-12-03T15:02:00Z"
        likeCount={4}
        isReplied
        sentiment="neutral"
        onDoneChange={fn()}
      />
    ),
    moreRepliesCount: 3,
    moreRepliesLabel: (_count, formatted) => `View ${formatted} more replies`,
    onShowMoreReplies: fn(),
    locale: 'en-GB',
  },
  argTypes: { comment: { control: false }, replySlot: { control: false }, children: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 600 }}>
      <CommentThread {...args}>
        <CommentItem
          {...common}
          size="sm"
          author={{ name: 'Kestrel Coffee', handle: 'kestrel.coffee' }}
          network="instagram"
          text="@maya.brews yes! Both shops from Friday."
          createdAt="2025-12-03T15:40:00Z"
          likeCount={2}
        />
        <CommentItem
          {...common}
          size="sm"
          author={{ name: 'Jonas Weber', handle: 'jonas_w' }}
          network="instagram"
          text="Can confirm, had one this morning. So good."
          createdAt="2025-12-03T17:20:00Z"
          sentiment="positive"
        />
      </CommentThread>
    </div>
  ),
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two replies and a "view more" button. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'View 3 more replies' }));
    await expect(args.onShowMoreReplies).toHaveBeenCalledTimes(1);
  },
};

/** With the reply box the screen provides. */
export const WithReplyBox: Story = {
  args: {
    moreRepliesCount: 0,
    replySlot: (
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <div style={{ flex: 1 }}>
          <TextField label="Reply to Maya Chen" placeholder="Write a reply…" />
        </div>
        <Button variant="primary">Send</Button>
      </div>
    ),
  },
};

/** A comment without replies. */
export const NoReplies: Story = {
  args: { moreRepliesCount: 0 },
  render: (args) => (
    <div style={{ maxWidth: 600 }}>
      <CommentThread {...args} />
    </div>
  ),
};
