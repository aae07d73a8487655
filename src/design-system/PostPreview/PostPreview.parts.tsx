import { ChevronLeft, ChevronRight, Film, Image as ImageIcon, Play } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import {
  Carousel,
  CaptionText,
  Counter,
  Dots,
  Grid,
  LinkCard,
  LinkDomain,
  LinkText,
  LinkTitle,
  MoreButton,
  MoreCount,
  PlayBadge,
  SlideButton,
  Strong,
  Tile,
  Token,
  Track,
} from './PostPreview.styles.ts';
import type { PostLinkPreview, PostMedia } from './PostPreview.types.ts';
import { tokenizeCaption, truncateCaption } from './PostPreview.utils.ts';

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
