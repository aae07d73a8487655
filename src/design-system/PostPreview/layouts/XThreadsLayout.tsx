import { Bookmark, ChartNoAxesColumn, Heart, MapPin, MessageCircle, Repeat2, Send } from 'lucide-react';
import { Avatar } from '../../Avatar/index.ts';
import {
  Caption,
  FirstCommentRow,
  handleOf,
  LinkPreviewCard,
  MediaGrid,
  type LayoutProps,
} from '../PostPreview.parts.tsx';
import { ActionIcons, CommentSection, InlineRow, Meta, Name, Secondary } from '../PostPreview.styles.ts';
import { clampAspectRatio } from '../PostPreview.utils.ts';
import { TextPost, TextPostColumn } from './XThreadsLayout.styles.ts';

/** X and Threads: the avatar beside a column of name, text, media or link card, and the action icons. */
export function XThreadsLayout({
  network,
  author,
  media,
  link,
  firstComment,
  location,
  timestampLabel,
  labels,
  captionProps,
}: LayoutProps) {
  return (
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
        {firstComment && (
          <CommentSection data-inset="">
            <FirstCommentRow author={author} text={firstComment} label={labels.firstComment} />
          </CommentSection>
        )}
      </TextPostColumn>
    </TextPost>
  );
}
