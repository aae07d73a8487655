import {
  Bookmark,
  ChartNoAxesColumn,
  Globe,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Music,
  Repeat2,
  Send,
  Share2,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import { forwardRef, useState } from 'react';
import { Avatar } from '../Avatar/index.ts';
import {
  Caption,
  CarouselDots,
  HighlightedText,
  LinkPreviewCard,
  MediaCarousel,
  MediaGrid,
  MediaTile,
} from './PostPreview.parts.tsx';
import {
  ActionIcons,
  Body,
  CommentBubble,
  CommentRow,
  CommentSection,
  Ellipsis,
  FollowChip,
  Frame,
  Header,
  HeaderIcon,
  HeaderText,
  InlineRow,
  LabelledAction,
  LabelledActions,
  MediaFooter,
  MediaFooterText,
  MediaHeader,
  MediaSecondary,
  Meta,
  Muted,
  Name,
  Overlay,
  PinAuthor,
  PinMedia,
  PinSave,
  PinText,
  Progress,
  Rail,
  Secondary,
  Strong,
  TextPost,
  TextPostColumn,
  VideoRow,
  VideoTitle,
} from './PostPreview.styles.ts';
import {
  POST_FORMATS,
  type PostAuthor,
  type PostFormat,
  type PostPreviewLabels,
  type PostPreviewProps,
} from './PostPreview.types.ts';
import { clampAspectRatio, getVisibleCaptionLimit } from './PostPreview.utils.ts';

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
          {...{ author, media, labels, slide, timestampLabel }}
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
}: InstagramFeedProps) {
  const ratio = clampAspectRatio(media[0]?.aspectRatio, 0.8, 1.91, 1);

  return (
    <>
      <Header>
        <Avatar name={author.name} src={author.avatarUrl} size="md" isDecorative />
        <HeaderText>
          <Name>{handleOf(author)}</Name>
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
