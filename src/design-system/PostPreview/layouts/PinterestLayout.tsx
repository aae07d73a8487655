import { Avatar } from '../../Avatar/index.ts';
import { Caption, HighlightedText, MediaTile, type LayoutProps } from '../PostPreview.parts.tsx';
import { Name, VideoTitle } from '../PostPreview.styles.ts';
import { clampAspectRatio } from '../PostPreview.utils.ts';
import { PinAuthor, PinMedia, PinSave, PinText } from './PinterestLayout.styles.ts';

/** A Pinterest pin: the tall rounded picture with its Save button, the title, the description, the author. */
export function PinterestLayout({
  author,
  media,
  link,
  labels,
  caption,
  captionProps,
}: Pick<LayoutProps, 'author' | 'media' | 'link' | 'labels' | 'caption' | 'captionProps'>) {
  return (
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
}
