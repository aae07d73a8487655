import { Globe, MapPin, MessageCircle, MoreHorizontal, Repeat2, Send, Share2, ThumbsUp } from 'lucide-react';
import { Avatar } from '../../Avatar/index.ts';
import {
  Caption,
  FirstCommentRow,
  LinkPreviewCard,
  MediaGrid,
  type LayoutProps,
} from '../PostPreview.parts.tsx';
import { Body, CommentSection, Header, HeaderIcon, HeaderText, Meta, Name } from '../PostPreview.styles.ts';
import { clampAspectRatio } from '../PostPreview.utils.ts';
import { LabelledAction, LabelledActions } from './FacebookLinkedInLayout.styles.ts';

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

/** Facebook and LinkedIn: a header with the time and audience, the text, media or a link card, labelled actions. */
export function FacebookLinkedInLayout({
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
  const isLinkedIn = network === 'linkedin';

  return (
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
      {firstComment && (
        <CommentSection>
          <FirstCommentRow author={author} text={firstComment} label={labels.firstComment} />
        </CommentSection>
      )}
    </>
  );
}
