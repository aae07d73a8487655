import { MoreHorizontal } from 'lucide-react';
import { Avatar } from '../../Avatar/index.ts';
import { HighlightedText, MediaTile, type LayoutProps } from '../PostPreview.parts.tsx';
import { HeaderIcon, HeaderText, Meta, VideoTitle } from '../PostPreview.styles.ts';
import { VideoRow } from './YouTubeLayout.styles.ts';

/** A YouTube video: the 16:9 thumbnail, then the title, the channel and the time. */
export function YouTubeLayout({
  author,
  media,
  caption,
  timestampLabel,
}: Pick<LayoutProps, 'author' | 'media' | 'caption' | 'timestampLabel'>) {
  return (
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
}
