import {
  Bookmark,
  ChartNoAxesColumn,
  ChevronLeft,
  ChevronRight,
  Film,
  Globe,
  Heart,
  Image as ImageIcon,
  MapPin,
  MessageCircle,
  MoreHorizontal,
  Music,
  Play,
  Repeat2,
  Send,
  Share2,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import { forwardRef, Fragment, useEffect, useRef, useState } from 'react';
import { Avatar } from '../Avatar/index.ts';
import {
  ActionIcons,
  Body,
  CaptionText,
  Carousel,
  CommentBubble,
  CommentRow,
  CommentSection,
  Counter,
  Dots,
  Ellipsis,
  FollowChip,
  Frame,
  Grid,
  Header,
  HeaderIcon,
  HeaderText,
  InlineRow,
  LabelledAction,
  LabelledActions,
  LinkCard,
  LinkDomain,
  LinkText,
  LinkTitle,
  MediaFooter,
  MediaFooterText,
  MediaHeader,
  MediaSecondary,
  Meta,
  MoreButton,
  MoreCount,
  Muted,
  Name,
  Overlay,
  PinAuthor,
  PinMedia,
  PinSave,
  PinText,
  PlayBadge,
  Progress,
  Rail,
  Secondary,
  SlideButton,
  Strong,
  TextPost,
  TextPostColumn,
  Tile,
  Token,
  Track,
  VideoRow,
  VideoTitle,
} from './PostPreview.styles.ts';
import {
  POST_FORMATS,
  type PostAuthor,
  type PostLinkPreview,
  type PostMedia,
  type PostFormat,
  type PostPreviewLabels,
  type PostPreviewProps,
} from './PostPreview.types.ts';
import {
  clampAspectRatio,
  getVisibleCaptionLimit,
  tokenizeCaption,
  truncateCaption,
} from './PostPreview.utils.ts';

/* The pieces every preview is built from: highlighted text, the caption with its fold, media tiles, grids, carousels, link cards. */

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

type CaptionProps = {
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

type MediaCarouselProps = {
  media: PostMedia[];
  ratio: number;
  /** The slide shown (0-based). */
  current: number;
  onChange: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  slideLabel?: (index: number, count: number) => string;
};

/**
 * Instagram's carousel: one slide at a time, previous/next buttons (hidden at the ends, like the app) and a
 * "2/5" counter. Arrow keys move too while a button has focus. When a button disappears at an end, focus moves
 * to the other one so it is never lost.
 */
export function MediaCarousel({
  media,
  ratio,
  current,
  onChange,
  previousLabel,
  nextLabel,
  slideLabel,
}: MediaCarouselProps) {
  const count = media.length;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    (pendingFocus.current === 'previous' ? previousRef : nextRef).current?.focus();
    pendingFocus.current = null;
  }, [current]);

  const go = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    if (target === current) return;
    if (target === 0 && document.activeElement === previousRef.current) pendingFocus.current = 'next';
    if (target === count - 1 && document.activeElement === nextRef.current) pendingFocus.current = 'previous';
    onChange(target);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Carousel $ratio={ratio} onKeyDown={onKeyDown}>
      <Track style={{ transform: `translateX(-${current * 100}%)` }}>
        {media.map((item, index) => (
          <div
            key={index}
            role="group"
            aria-label={slideLabel?.(index + 1, count)}
            aria-hidden={index !== current || undefined}
            inert={index !== current || undefined}
            data-slide={index}
            data-current={index === current || undefined}
          >
            <MediaTile media={item} ratio={ratio} />
          </div>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Counter aria-hidden="true">
            {current + 1}/{count}
          </Counter>
          <SlideButton
            ref={previousRef}
            data-slot="previous"
            aria-label={previousLabel}
            data-hidden={current === 0 || undefined}
            onPress={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </SlideButton>
          <SlideButton
            ref={nextRef}
            data-slot="next"
            aria-label={nextLabel}
            data-hidden={current === count - 1 || undefined}
            onPress={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </SlideButton>
        </>
      )}
    </Carousel>
  );
}

/** The carousel's dots, drawn in the action row under the picture, as Instagram does. */
export function CarouselDots({ count, current }: { count: number; current: number }) {
  return (
    <Dots>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} data-current={index === current || undefined} />
      ))}
    </Dots>
  );
}

type Layout = 'instagram' | 'fullscreen' | 'social' | 'text' | 'video' | 'pin';

function getLayout(network: PostPreviewProps['network'], format: PostFormat): Layout {
  if (['story', 'reel', 'short'].includes(format) || network === 'tiktok') return 'fullscreen';
  if (network === 'instagram') return 'instagram';
  if (network === 'x' || network === 'threads') return 'text';
  if (network === 'youtube') return 'video';
  if (network === 'pinterest') return 'pin';
  return 'social';
}

const handleOf = (author: PostAuthor) => author.handle ?? author.name;

/** The first comment under a post: the author's avatar and a bubble with their name and the text. */
function FirstCommentRow({ author, text, label }: { author: PostAuthor; text: string; label?: string }) {
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

/** Like / Comment / Share with their texts (Facebook, LinkedIn); icons only where no text was given. */
function LabelledActionBar({ items }: { items: Array<[React.ReactNode, string | undefined]> }) {
  return (
    <LabelledActions>
      {items.map(([icon, label], index) => (
        <LabelledAction key={index} aria-hidden={label ? undefined : true}>
          {icon}
          {label}
        </LabelledAction>
      ))}
    </LabelledActions>
  );
}

/**
 * How a post will look on a network, for the composer and for collaborators who approve it. Each network's
 * chrome approximates its app (header, caption fold with a "more" link, the format's aspect ratio, engagement
 * icons) in neutral styling; hashtags, mentions and URLs are highlighted. Nothing links anywhere: it is a
 * picture of the post, with only the caption's "more" link and the carousel's buttons to operate.
 */
export const PostPreview = forwardRef<HTMLElement, PostPreviewProps>(function PostPreview(
  {
    network,
    format: formatProp,
    author,
    caption,
    media = [],
    link,
    firstComment,
    location,
    timestampLabel,
    labels,
    defaultExpanded = false,
    defaultSlide = 0,
    onSlideChange,
    ...rest
  },
  ref,
) {
  const formats: readonly PostFormat[] = POST_FORMATS[network];
  const format: PostFormat = formatProp && formats.includes(formatProp) ? formatProp : (formats[0] ?? 'post');
  const layout = getLayout(network, format);
  const limit = getVisibleCaptionLimit(network, format);
  const [slide, setSlide] = useState(() =>
    Math.min(Math.max(defaultSlide, 0), Math.max(media.length - 1, 0)),
  );
  const changeSlide = (index: number) => {
    setSlide(index);
    onSlideChange?.(index);
  };

  const captionProps = { text: caption, limit, moreLabel: labels.more, defaultExpanded };
  const comment = firstComment ? (
    <FirstCommentRow author={author} text={firstComment} label={labels.firstComment} />
  ) : null;

  let content: React.ReactNode;
  switch (layout) {
    case 'instagram':
      content = (
        <InstagramFeed
          {...{ author, media, labels, slide, timestampLabel, location }}
          onSlideChange={changeSlide}
          caption={<Caption {...captionProps} prefix={handleOf(author)} />}
          firstComment={firstComment}
        />
      );
      break;
    case 'fullscreen':
      content = (
        <FullScreen
          {...{ network, format, author, media, labels, timestampLabel }}
          caption={<Caption {...captionProps} />}
        />
      );
      break;
    case 'text':
      content = (
        <TextPost>
          <Avatar name={author.name} src={author.avatarUrl} size="lg" isDecorative />
          <TextPostColumn>
            <InlineRow>
              <Name>{network === 'threads' ? handleOf(author) : author.name}</Name>
              <Secondary>
                {network === 'x' && author.handle ? `@${author.handle} · ` : ''}
                {timestampLabel}
              </Secondary>
            </InlineRow>
            {location && (
              <Meta data-place="">
                <MapPin aria-hidden="true" /> {location}
              </Meta>
            )}
            <Caption {...captionProps} />
            {media.length > 0 ? (
              <MediaGrid
                media={media}
                singleRatio={clampAspectRatio(media[0]?.aspectRatio, 0.75, 1.91, 16 / 9)}
                rounded
              />
            ) : (
              link && <LinkPreviewCard link={link} rounded />
            )}
            <ActionIcons data-compact="" data-spread={network === 'x' || undefined}>
              <MessageCircle />
              <Repeat2 />
              <Heart />
              {network === 'x' ? <ChartNoAxesColumn /> : <Send />}
              {network === 'x' && <Bookmark />}
            </ActionIcons>
            {comment && <CommentSection data-inset="">{comment}</CommentSection>}
          </TextPostColumn>
        </TextPost>
      );
      break;
    case 'video':
      content = (
        <>
          <MediaTile media={media[0] ?? { kind: 'video' }} ratio={16 / 9} />
          <VideoRow>
            <Avatar name={author.name} src={author.avatarUrl} size="md" isDecorative />
            <HeaderText>
              <VideoTitle>
                <HighlightedText text={caption} />
              </VideoTitle>
              <Meta>
                {author.name} · {timestampLabel}
              </Meta>
            </HeaderText>
            <HeaderIcon>
              <MoreHorizontal />
            </HeaderIcon>
          </VideoRow>
        </>
      );
      break;
    case 'pin':
      content = (
        <>
          <PinMedia>
            <MediaTile
              media={media[0] ?? { kind: 'image' }}
              ratio={clampAspectRatio(media[0]?.aspectRatio, 0.5, 1.5, 2 / 3)}
            />
            {labels.save && <PinSave aria-hidden="true">{labels.save}</PinSave>}
          </PinMedia>
          <PinText>
            {(link?.title ?? caption) && (
              <VideoTitle>
                <HighlightedText text={link?.title ?? caption} />
              </VideoTitle>
            )}
            {link?.title && caption && <Caption {...captionProps} />}
            <PinAuthor>
              <Avatar name={author.name} src={author.avatarUrl} size="sm" isDecorative />
              <Name>{author.name}</Name>
            </PinAuthor>
          </PinText>
        </>
      );
      break;
    case 'social': {
      const isLinkedIn = network === 'linkedin';
      content = (
        <>
          <Header data-size="lg">
            <Avatar name={author.name} src={author.avatarUrl} size="lg" isDecorative />
            <HeaderText>
              <Name>{author.name}</Name>
              {isLinkedIn && author.handle && <Meta>{author.handle}</Meta>}
              <Meta>
                {timestampLabel} · <Globe aria-hidden="true" />
              </Meta>
              {location && (
                <Meta data-place="">
                  <MapPin aria-hidden="true" /> {location}
                </Meta>
              )}
            </HeaderText>
            <HeaderIcon>
              <MoreHorizontal />
            </HeaderIcon>
          </Header>
          <Body data-size="lg">
            <Caption {...captionProps} />
          </Body>
          {media.length > 0 ? (
            <MediaGrid
              media={media}
              singleRatio={clampAspectRatio(media[0]?.aspectRatio, 0.8, 1.91, 1)}
              gridRatio={1}
            />
          ) : (
            link && <LinkPreviewCard link={link} />
          )}
          <LabelledActionBar
            items={
              isLinkedIn
                ? [
                    [<ThumbsUp key="l" aria-hidden="true" />, labels.like],
                    [<MessageCircle key="c" aria-hidden="true" />, labels.comment],
                    [<Repeat2 key="r" aria-hidden="true" />, labels.repost],
                    [<Send key="s" aria-hidden="true" />, labels.send],
                  ]
                : [
                    [<ThumbsUp key="l" aria-hidden="true" />, labels.like],
                    [<MessageCircle key="c" aria-hidden="true" />, labels.comment],
                    [<Share2 key="s" aria-hidden="true" />, labels.share],
                  ]
            }
          />
          {comment && <CommentSection>{comment}</CommentSection>}
        </>
      );
      break;
    }
  }

  return (
    <Frame {...rest} ref={ref} data-network={network} data-format={format} data-layout={layout}>
      {content}
    </Frame>
  );
});

type InstagramFeedProps = {
  author: PostAuthor;
  media: NonNullable<PostPreviewProps['media']>;
  labels: PostPreviewLabels;
  slide: number;
  onSlideChange: (index: number) => void;
  caption: React.ReactNode;
  firstComment?: string;
  timestampLabel: string;
  location?: string;
};

function InstagramFeed({
  author,
  media,
  labels,
  slide,
  onSlideChange,
  caption,
  firstComment,
  timestampLabel,
  location,
}: InstagramFeedProps) {
  const ratio = clampAspectRatio(media[0]?.aspectRatio, 0.8, 1.91, 1);

  return (
    <>
      <Header>
        <Avatar name={author.name} src={author.avatarUrl} size="md" isDecorative />
        <HeaderText>
          <Name>{handleOf(author)}</Name>
          {location && <Meta data-place="">{location}</Meta>}
        </HeaderText>
        <HeaderIcon>
          <MoreHorizontal />
        </HeaderIcon>
      </Header>
      {media.length > 1 ? (
        <MediaCarousel
          media={media}
          ratio={ratio}
          current={slide}
          onChange={onSlideChange}
          previousLabel={labels.previousSlide}
          nextLabel={labels.nextSlide}
          slideLabel={labels.slide}
        />
      ) : (
        <MediaTile media={media[0] ?? { kind: 'image' }} ratio={ratio} />
      )}
      <ActionIcons>
        <Heart />
        <MessageCircle />
        <Send />
        {media.length > 1 && <CarouselDots count={media.length} current={slide} />}
        <Bookmark data-end="" />
      </ActionIcons>
      <Body>
        {caption}
        {firstComment && (
          <Muted>
            {labels.firstComment && `${labels.firstComment} · `}
            <Strong>{handleOf(author)}</Strong> <HighlightedText text={firstComment} />
          </Muted>
        )}
        <Muted>{timestampLabel}</Muted>
      </Body>
    </>
  );
}

type FullScreenProps = {
  network: PostPreviewProps['network'];
  format: PostFormat;
  author: PostAuthor;
  media: NonNullable<PostPreviewProps['media']>;
  labels: PostPreviewLabels;
  caption: React.ReactNode;
  timestampLabel: string;
};

/** Stories, reels, TikTok videos and Shorts: 9:16, dark, text over the picture. */
function FullScreen({ network, format, author, media, labels, caption, timestampLabel }: FullScreenProps) {
  const isStory = format === 'story';
  const rail =
    network === 'youtube' ? (
      <>
        <ThumbsUp />
        <ThumbsDown />
        <MessageCircle />
        <Share2 />
      </>
    ) : network === 'tiktok' ? (
      <>
        <Heart />
        <MessageCircle />
        <Bookmark />
        <Share2 />
      </>
    ) : (
      <>
        <Heart />
        <MessageCircle />
        <Send />
        <MoreHorizontal />
      </>
    );

  return (
    <>
      <MediaTile media={media[0] ?? { kind: isStory ? 'image' : 'video' }} fill showPlay={false} />
      <Overlay>
        <div>
          {isStory && (
            <Progress>
              {(media.length > 0 ? media : [undefined]).map((_, index) => (
                <span key={index} data-done={index === 0 || undefined} />
              ))}
            </Progress>
          )}
          {isStory && (
            <MediaHeader>
              <Avatar name={author.name} src={author.avatarUrl} size="sm" isDecorative />
              <Name>{handleOf(author)}</Name>
              <Secondary data-tone="media">{timestampLabel}</Secondary>
            </MediaHeader>
          )}
        </div>
        <MediaFooter data-tone="media">
          <MediaFooterText>
            {!isStory && (
              <InlineRow>
                <Name>{network === 'youtube' ? `@${handleOf(author)}` : handleOf(author)}</Name>
                {labels.follow && <FollowChip>{labels.follow}</FollowChip>}
              </InlineRow>
            )}
            {caption}
            {!isStory && (
              <MediaSecondary>
                {labels.audio && <Music aria-hidden="true" />}
                <Ellipsis>
                  {labels.audio && `${labels.audio} · `}
                  {timestampLabel}
                </Ellipsis>
              </MediaSecondary>
            )}
          </MediaFooterText>
          {!isStory && <Rail>{rail}</Rail>}
        </MediaFooter>
      </Overlay>
    </>
  );
}
