import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  POST_FORMATS,
  PostPreview,
  type PostMedia,
  type PostPreviewProps,
} from '@/design-system/PostPreview';

/** A small inline SVG gradient: deterministic, no network access. */
const picture = (from: string, to: string, width = 400, height = 400) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.18}" fill="rgba(255,255,255,0.35)"/></svg>`,
  )}`;

const image = (from: string, to: string, aspectRatio = 1, alt = ''): PostMedia => ({
  kind: 'image',
  url: picture(from, to, 400, Math.round(400 / aspectRatio)),
  alt,
  aspectRatio,
});
const video = (from: string, to: string, aspectRatio = 9 / 16): PostMedia => ({
  ...image(from, to, aspectRatio),
  kind: 'video',
});

const author = { name: 'Kestrel Coffee', handle: 'kestrel.coffee' };
const caption =
  'Autumn menu is here Our new maple oat latte is roasted in-house with beans from @finca.aurora. Come try it this weekend at both shops, or order ahead at https://kestrel.coffee/menu #coffee #autumn #latteart';

const labels: PostPreviewProps['labels'] = {
  more: 'more',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slide: (index, count) => `Slide ${index} of ${count}`,
  like: 'Like',
  comment: 'Comment',
  share: 'Share',
  send: 'Send',
  repost: 'Repost',
  follow: 'Follow',
  audio: 'Original audio',
  firstComment: 'First comment',
  save: 'Save',
};

const row = (children: React.ReactNode) => (
  <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>{children}</div>
);
const column = (width: number, children: React.ReactNode) => <div style={{ width }}>{children}</div>;

const meta = {
  title: 'Design System/Widgets/PostPreview',
  component: PostPreview,
  args: {
    network: 'instagram',
    format: 'feed',
    author,
    caption,
    media: [image('#f4a261', '#e76f51', 4 / 5, 'A maple oat latte on a wooden table')],
    timestampLabel: 'Scheduled for 3 Dec, 18:00',
    labels,
    firstComment: 'Tag a friend who needs this #kestrelcoffee',
    onSlideChange: fn(),
  },
  argTypes: {
    network: { control: 'select', options: Object.keys(POST_FORMATS) },
    format: { control: 'select', options: [...new Set(Object.values(POST_FORMATS).flat())] },
    labels: { control: 'object' },
    media: { control: 'object' },
  },
  render: (args) => column(384, <PostPreview {...args} />),
} satisfies Meta<typeof PostPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Instagram feed post (4:5): the caption folds after 125 characters; "more" shows the rest. */
export const InstagramFeed: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: 'more' });
    await expect(canvas.queryByText(/latteart/)).toBeNull();
    await userEvent.click(more);
    await expect(canvas.queryByRole('button', { name: 'more' })).toBeNull();
    await expect(canvas.getByText('#latteart')).toBeVisible();
  },
};

/** A carousel: buttons (hidden at the ends) and arrow keys move between slides; the counter and dots follow. */
export const InstagramCarousel: Story = {
  args: {
    format: 'carousel',
    firstComment: undefined,
    media: [
      image('#2a9d8f', '#264653', 1, 'The espresso bar'),
      image('#e9c46a', '#f4a261', 1, 'Pastries on the counter'),
      image('#8ecae6', '#219ebc', 1, 'The roaster at work'),
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const slide = (name: string) => canvas.getByRole('group', { name });
    await expect(canvas.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    await expect(slide('Slide 1 of 3')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('2/3')).toBeInTheDocument();

    // Keyboard: arrows move while a slide button has focus; at the end focus moves to "Previous".
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus());
    await expect(canvas.getByText('1/3')).toBeInTheDocument();
  },
};

/** Stories and reels: 9:16, dark in both themes, caption over the picture. */
export const InstagramStoryAndReel: Story = {
  render: (args) =>
    row(
      <>
        {column(
          288,
          <PostPreview
            {...args}
            format="story"
            media={[image('#6d597a', '#e56b6f', 9 / 16), image('#355070', '#b56576')]}
          />,
        )}
        {column(288, <PostPreview {...args} format="reel" media={[video('#264653', '#e9c46a')]} />)}
      </>,
    ),
};

/** Facebook: a post with three pictures (and a first comment), a link post, and a reel. */
export const Facebook: Story = {
  args: { network: 'facebook', format: 'post', labels: { ...labels, more: 'See more' } },
  render: (args) =>
    row(
      <>
        {column(
          384,
          <PostPreview
            {...args}
            media={[image('#f4a261', '#e76f51'), image('#2a9d8f', '#264653'), image('#e9c46a', '#f4a261')]}
          />,
        )}
        {column(
          384,
          <PostPreview
            {...args}
            caption="Our winter opening hours are live — plan your visit"
            media={[]}
            firstComment={undefined}
            link={{
              url: 'https://kestrel.coffee/hours',
              title: 'Opening hours — Kestrel Coffee Roasters',
              domain: 'kestrel.coffee',
              imageUrl: picture('#355070', '#6d597a', 764, 400),
            }}
          />,
        )}
        {column(288, <PostPreview {...args} format="reel" media={[video('#b56576', '#355070')]} />)}
      </>,
    ),
};

/** X: text first, up to four pictures in a grid, icons only. */
export const X: Story = {
  args: {
    network: 'x',
    format: 'post',
    labels: { ...labels, more: 'Show more' },
    firstComment: undefined,
    caption:
      'New roast drop: Finca Aurora, Colombia Notes of red apple, panela and cocoa. @finca.aurora #coffee',
  },
  render: (args) =>
    row(
      <>
        {column(
          384,
          <PostPreview
            {...args}
            media={[
              image('#2a9d8f', '#264653'),
              image('#e9c46a', '#f4a261'),
              image('#8ecae6', '#219ebc'),
              image('#b56576', '#355070'),
              image('#f4a261', '#e76f51'),
            ]}
          />,
        )}
        {column(
          384,
          <PostPreview
            {...args}
            media={[]}
            link={{
              url: 'https://kestrel.coffee/aurora',
              title: 'Finca Aurora — single origin, washed',
              domain: 'kestrel.coffee',
              imageUrl: null,
            }}
          />,
        )}
      </>,
    ),
};

/** Threads: like X, with the handle as the name and a 500-character fold. */
export const Threads: Story = {
  args: {
    network: 'threads',
    format: 'post',
    media: [image('#8ecae6', '#219ebc', 4 / 3), image('#e9c46a', '#f4a261', 4 / 3)],
  },
};

/** Tagged with a place: under the handle on Instagram, with a pin beside the time on Facebook and Threads. */
export const WithPlace: Story = {
  args: { location: 'Borough Market' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {column(320, <PostPreview {...args} />)}
      {column(320, <PostPreview {...args} network="facebook" format="post" />)}
      {column(320, <PostPreview {...args} network="threads" format="post" />)}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Borough Market')).toHaveLength(3);
  },
};

/** LinkedIn: a long text folds after 210 characters with "…see more". */
export const LinkedIn: Story = {
  args: {
    network: 'linkedin',
    format: 'post',
    author: { name: 'Kestrel Coffee Roasters', handle: 'Specialty coffee · 2,140 followers' },
    labels: { ...labels, more: 'see more' },
    firstComment: undefined,
    caption:
      'We are hiring! Kestrel is looking for a head roaster to lead our production in Lyon. You will own the roast profiles, train the team and work directly with our partner farms, like @finca.aurora. Full details and how to apply: https://kestrel.coffee/jobs #hiring #coffee #lyon',
    media: [image('#355070', '#6d597a', 1.91)],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'see more' }));
    await expect(canvas.getByText('#hiring')).toBeVisible();
  },
};

/** TikTok: 9:16 with the side action rail. */
export const TikTok: Story = {
  args: { network: 'tiktok', format: 'video', media: [video('#1d3557', '#e63946')], firstComment: undefined },
  render: (args) => column(288, <PostPreview {...args} />),
};

/** YouTube: a 16:9 video with its title, and a Short. */
export const YouTube: Story = {
  args: {
    network: 'youtube',
    format: 'video',
    caption: 'How we roast: from green beans to your cup (full process, 4K) #coffee',
    firstComment: undefined,
  },
  render: (args) =>
    row(
      <>
        {column(384, <PostPreview {...args} media={[video('#264653', '#2a9d8f', 16 / 9)]} />)}
        {column(288, <PostPreview {...args} format="short" media={[video('#e76f51', '#264653')]} />)}
      </>,
    ),
};

/** Pinterest: a rounded pin with its title. */
export const Pinterest: Story = {
  args: {
    network: 'pinterest',
    format: 'pin',
    caption: 'Maple oat latte recipe — cosy autumn coffee at home',
    media: [image('#f4a261', '#9c6644', 2 / 3)],
    firstComment: undefined,
  },
  render: (args) => column(256, <PostPreview {...args} />),
};

/** Media without URLs (not uploaded yet, or offline): neutral tiles with a picture or film icon. */
export const Placeholders: Story = {
  args: { firstComment: undefined, caption: 'Draft: pictures coming soon #wip' },
  render: (args) =>
    row(
      <>
        {column(320, <PostPreview {...args} media={[{ kind: 'image' }]} />)}
        {column(
          320,
          <PostPreview {...args} network="x" format="post" media={[{ kind: 'image' }, { kind: 'video' }]} />,
        )}
        {column(240, <PostPreview {...args} format="reel" media={[{ kind: 'video', url: null }]} />)}
      </>,
    ),
};
