import {
  Bookmark,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Music,
  Send,
  Share2,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import { Avatar } from '../../Avatar/index.ts';
import { Caption, handleOf, MediaTile, type LayoutProps } from '../PostPreview.parts.tsx';
import { InlineRow, Name, Secondary } from '../PostPreview.styles.ts';
import {
  Ellipsis,
  FollowChip,
  MediaFooter,
  MediaFooterText,
  MediaHeader,
  MediaSecondary,
  Overlay,
  Progress,
  Rail,
} from './FullScreenLayout.styles.ts';

type FullScreenLayoutProps = Pick<
  LayoutProps,
  'network' | 'format' | 'author' | 'media' | 'labels' | 'captionProps' | 'timestampLabel'
>;

/** Stories, reels, TikTok videos and Shorts: 9:16, dark, text over the picture. */
export function FullScreenLayout({
  network,
  format,
  author,
  media,
  labels,
  captionProps,
  timestampLabel,
}: FullScreenLayoutProps) {
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
            <Caption {...captionProps} />
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
