import { Film, Image as ImageIcon, Play } from 'lucide-react';
import { Fragment, useRef, useState } from 'react';
import { Avatar } from '../Avatar/index.ts';
import {
  LinkCard,
  LinkDomain,
  LinkText,
  LinkTitle,
  Grid,
  MoreCount,
  PlayBadge,
  Tile,
} from './PostPreview.media.styles.ts';
import {
  CaptionText,
  CommentBubble,
  CommentRow,
  MoreButton,
  Muted,
  Strong,
  Token,
} from './PostPreview.styles.ts';
import type {
  PostAuthor,
  PostFormat,
  PostLinkPreview,
  PostMedia,
  PostPreviewLabels,
  PostPreviewProps,
} from './PostPreview.types.ts';
import { tokenizeCaption, truncateCaption } from './PostPreview.utils.ts';

/* The pieces every preview is built from: highlighted text, the caption with its fold, media tiles, grids, link cards, the first comment. */

/** Text with its hashtags, mentions and URLs highlighted (as text: a preview links nowhere). */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {tokenizeCaption(text).map((segment, index) =>
        segment.type === 'text' ? (
          <Fragment key={index}>{segment.value}</Fragment>
        ) : (
          <Token key={index} data-token={segment.type}>
            {segment.value}
          </Token>
        ),
      )}
    </>
  );
}

export type CaptionProps = {
  text: string;
  /** Characters shown before the fold. */
  limit: number;
  moreLabel: string;
  defaultExpanded: boolean;
  /** A bold name before the text (Instagram). */
  prefix?: string;
  /** Puts "…" before the more link (LinkedIn, Facebook) rather than "… more". */
  ellipsis?: boolean;
  clamp?: 2;
};

/** The caption, cut at the network's fold with a "more" button that shows the rest. */
export function Caption({ text, limit, moreLabel, defaultExpanded, prefix, clamp }: CaptionProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const ref = useRef<HTMLParagraphElement>(null);
  const { text: visible, isTruncated } = truncateCaption(text, isExpanded ? Infinity : limit);
  if (!text && !prefix) return null;

  return (
    <CaptionText ref={ref} tabIndex={-1} data-clamp={isTruncated ? undefined : clamp}>
      {prefix && <Strong>{prefix} </Strong>}
      <HighlightedText text={visible} />
      {isTruncated && (
        <>
          {'… '}
          <MoreButton
            aria-expanded={false}
            onPress={() => {
              setExpanded(true);
              // The button goes away: keep focus in the caption.
              requestAnimationFrame(() => ref.current?.focus());
            }}
          >
            {moreLabel}
          </MoreButton>
        </>
      )}
    </CaptionText>
  );
}

type MediaTileProps = {
  media: PostMedia | undefined;
  ratio?: number;
  /** Fills its positioned parent instead of keeping a ratio. */
  fill?: boolean;
  /** Shows the round play badge on videos. @default true */
  showPlay?: boolean;
  children?: React.ReactNode;
};

/** One picture or video thumbnail; a neutral tile with an icon when there is no URL. */
export function MediaTile({ media, ratio, fill, showPlay = true, children }: MediaTileProps) {
  const isVideo = media?.kind === 'video';
  const Placeholder = isVideo ? Film : ImageIcon;
  const alt = media?.alt ?? '';

  return (
    <Tile
      $ratio={fill ? undefined : ratio}
      data-fill={fill || undefined}
      role={media?.url || !alt ? undefined : 'img'}
      aria-label={media?.url || !alt ? undefined : alt}
    >
      {media?.url ? <img src={media.url} alt={alt} /> : <Placeholder aria-hidden="true" />}
      {isVideo && showPlay && media?.url && (
        <PlayBadge>
          <Play />
        </PlayBadge>
      )}
      {children}
    </Tile>
  );
}

/** One to four tiles in the grid X, Threads, Facebook and LinkedIn use; "+N" on the fourth past four. */
export function MediaGrid({
  media,
  singleRatio,
  gridRatio = 16 / 9,
  rounded,
}: {
  media: PostMedia[];
  /** Ratio of a lone picture (already clamped). */
  singleRatio: number;
  /** Ratio of the whole grid of two to four. @default 16 / 9 */
  gridRatio?: number;
  rounded?: boolean;
}) {
  const shown = media.slice(0, 4);
  const extra = media.length - shown.length;
  const ratio = shown.length === 1 ? singleRatio : gridRatio;

  return (
    <Grid $ratio={ratio} data-count={shown.length} data-rounded={rounded || undefined}>
      {shown.map((item, index) => (
        <MediaTile key={index} media={item} showPlay={shown.length === 1}>
          {extra > 0 && index === shown.length - 1 && <MoreCount aria-hidden="true">+{extra}</MoreCount>}
        </MediaTile>
      ))}
    </Grid>
  );
}

/** The card a shared link unfurls into: picture, domain, title. */
export function LinkPreviewCard({ link, rounded }: { link: PostLinkPreview; rounded?: boolean }) {
  return (
    <LinkCard data-rounded={rounded || undefined}>
      <MediaTile media={{ kind: 'image', url: link.imageUrl, alt: '' }} ratio={1.91} />
      <LinkText>
        <LinkDomain>{link.domain}</LinkDomain>
        <LinkTitle>{link.title}</LinkTitle>
      </LinkText>
    </LinkCard>
  );
}

export const handleOf = (author: PostAuthor) => author.handle ?? author.name;

/** The first comment under a post: the author's avatar and a bubble with their name and the text. */
export function FirstCommentRow({
  author,
  text,
  label,
}: {
  author: PostAuthor;
  text: string;
  label?: string;
}) {
  return (
    <CommentRow>
      <Avatar name={author.name} src={author.avatarUrl} size="sm" isDecorative />
      <CommentBubble>
        <Strong>{author.name}</Strong>
        <span>
          <HighlightedText text={text} />
        </span>
        {label && <Muted>{label}</Muted>}
      </CommentBubble>
    </CommentRow>
  );
}

/** What the preview hands each network's layout. */
export type LayoutProps = {
  network: PostPreviewProps['network'];
  format: PostFormat;
  author: PostAuthor;
  media: PostMedia[];
  link?: PostLinkPreview;
  firstComment?: string;
  location?: string;
  timestampLabel: string;
  labels: PostPreviewLabels;
  /** The caption as written. */
  caption: string;
  /** The caption with its fold, for `<Caption>`. */
  captionProps: CaptionProps;
};
