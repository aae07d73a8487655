import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { COMMENT_SENTIMENTS, CommentItem, type CommentItemLabels } from '@/design-system/CommentItem';

const now = new Date('2025-12-03T18:00:00Z');
const commentLabels: CommentItemLabels = {
  hidden: 'Hidden',
  replied: 'Replied',
  done: 'Done',
  sentiment: { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' },
  likes: (_count, formatted) => `${formatted} likes`,
  reply: 'Reply',
  hide: 'Hide',
  unhide: 'Unhide',
  delete: 'Delete',
  markDone: 'Mark as done',
  markUndone: 'Reopen',
};

const meta = {
  title: 'Design System/Widgets/CommentItem',
  component: CommentItem,
  args: {
    author: { name: 'Maya Chen', handle: 'maya.brews' },
    network: 'instagram',
    text: 'This latte art is unreal @kestrel.coffee do you sell the maple syrup? #latteart',
    createdAt: '2025-12-03T16:12:00Z',
    now,
    locale: 'en-GB',
    likeCount: 12,
    sentiment: 'positive',
    labels: commentLabels,
    onReply: fn(),
    onHideChange: fn(),
    onDelete: fn(),
    onDoneChange: fn(),
  },
  argTypes: {
    sentiment: { control: 'inline-radio', options: [undefined, ...COMMENT_SENTIMENTS] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    network: {
      control: 'select',
      options: ['instagram', 'facebook', 'x', 'threads', 'linkedin', 'tiktok', 'youtube', 'pinterest'],
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <CommentItem {...args} />
    </div>
  ),
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every action reports through its callback, with the wanted state for the toggles. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Maya Chen' })).toBeVisible();
    await expect(canvas.getByText('12 likes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onHideChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(args.onDoneChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Hidden, replied and done, with a negative sentiment: the toggles offer the way back. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <CommentItem
        {...args}
        author={{ name: 'Tom Baker', handle: 'tbaker' }}
        network="facebook"
        text="Waited 20 minutes for a flat white yesterday. Not great."
        createdAt="2025-12-02T09:30:00Z"
        sentiment="negative"
        likeCount={0}
        isHidden
        isDone
      />
      <CommentItem
        {...args}
        author={{ name: 'Lena Fischer' }}
        network="youtube"
        text="What grinder do you use in the video? https://youtu.be/abc"
        createdAt="2025-11-20T12:00:00Z"
        sentiment="neutral"
        likeCount={1840}
        isReplied
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unhide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(canvas.getByText('1.8k likes')).toBeInTheDocument();
  },
};

/** Read-only (no callbacks): no actions. Long text wraps; a long name ends with an ellipsis. */
export const ReadOnlyLongText: Story = {
  args: {
    author: {
      name: 'Alexandra Montgomery-Worthington of the Northern Roasting Guild',
      handle: 'alexandra_mw',
    },
    network: 'linkedin',
    text: 'Fantastic write-up on sourcing. We have been working with small farms in Huila for years and the difference direct trade makes is enormous — both for quality and for the families involved. Would love to compare notes with @kestrel.coffee some time. #specialtycoffee #directtrade',
    sentiment: undefined,
    likeCount: undefined,
    onReply: undefined,
    onHideChange: undefined,
    onDelete: undefined,
    onDoneChange: undefined,
  },
};

/** The small size, for replies. */
export const Small: Story = { args: { size: 'sm', sentiment: undefined, network: 'tiktok' } };
