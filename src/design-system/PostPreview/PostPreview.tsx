import { forwardRef, useState } from 'react';
import { FacebookLinkedInLayout } from './layouts/FacebookLinkedInLayout.tsx';
import { FullScreenLayout } from './layouts/FullScreenLayout.tsx';
import { InstagramLayout } from './layouts/InstagramLayout.tsx';
import { PinterestLayout } from './layouts/PinterestLayout.tsx';
import { XThreadsLayout } from './layouts/XThreadsLayout.tsx';
import { YouTubeLayout } from './layouts/YouTubeLayout.tsx';
import type { LayoutProps } from './PostPreview.parts.tsx';
import { Frame } from './PostPreview.styles.ts';
import { POST_FORMATS, type PostFormat, type PostPreviewProps } from './PostPreview.types.ts';
import { getVisibleCaptionLimit } from './PostPreview.utils.ts';

export { HighlightedText } from './PostPreview.parts.tsx';

/*
 * The preview picks a layout per family of networks and formats, each in layouts/ with its own styles; the
 * pieces they share (caption, media tiles, link card, first comment) are in PostPreview.parts.tsx.
 */

type Layout = 'instagram' | 'fullscreen' | 'social' | 'text' | 'video' | 'pin';

function getLayout(network: PostPreviewProps['network'], format: PostFormat): Layout {
  if (['story', 'reel', 'short'].includes(format) || network === 'tiktok') return 'fullscreen';
  if (network === 'instagram') return 'instagram';
  if (network === 'x' || network === 'threads') return 'text';
  if (network === 'youtube') return 'video';
  if (network === 'pinterest') return 'pin';
  return 'social';
}

function renderLayout(
  layout: Layout,
  props: LayoutProps,
  slide: number,
  onSlideChange: (index: number) => void,
) {
  switch (layout) {
    case 'instagram':
      return <InstagramLayout {...props} slide={slide} onSlideChange={onSlideChange} />;
    case 'fullscreen':
      return <FullScreenLayout {...props} />;
    case 'text':
      return <XThreadsLayout {...props} />;
    case 'video':
      return <YouTubeLayout {...props} />;
    case 'pin':
      return <PinterestLayout {...props} />;
    case 'social':
      return <FacebookLinkedInLayout {...props} />;
  }
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

  const props: LayoutProps = {
    network,
    format,
    author,
    media,
    link,
    firstComment,
    location,
    timestampLabel,
    labels,
    caption,
    captionProps: { text: caption, limit, moreLabel: labels.more, defaultExpanded },
  };
  return (
    <Frame {...rest} ref={ref} data-network={network} data-format={format} data-layout={layout}>
      {renderLayout(layout, props, slide, changeSlide)}
    </Frame>
  );
});
