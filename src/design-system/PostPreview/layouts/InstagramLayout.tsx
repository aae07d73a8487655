import {
  Bookmark,
  ChevronLeft,
  ChevronRight,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Send,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '../../Avatar/index.ts';
import { Caption, HighlightedText, handleOf, MediaTile, type LayoutProps } from '../PostPreview.parts.tsx';
import {
  ActionIcons,
  Body,
  Header,
  HeaderIcon,
  HeaderText,
  Meta,
  Muted,
  Name,
  Strong,
} from '../PostPreview.styles.ts';
import type { PostMedia } from '../PostPreview.types.ts';
import { clampAspectRatio } from '../PostPreview.utils.ts';
import { Carousel, Counter, Dots, SlideButton, Track } from './InstagramLayout.styles.ts';

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
function MediaCarousel({
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
function CarouselDots({ count, current }: { count: number; current: number }) {
  return (
    <Dots>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} data-current={index === current || undefined} />
      ))}
    </Dots>
  );
}

type InstagramLayoutProps = Pick<
  LayoutProps,
  'author' | 'media' | 'labels' | 'captionProps' | 'firstComment' | 'timestampLabel' | 'location'
> & {
  slide: number;
  onSlideChange: (index: number) => void;
};

/** Instagram's feed post: header, square-ish media or a carousel, the action row, the caption with the handle. */
export function InstagramLayout({
  author,
  media,
  labels,
  slide,
  onSlideChange,
  captionProps,
  firstComment,
  timestampLabel,
  location,
}: InstagramLayoutProps) {
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
        <Caption {...captionProps} prefix={handleOf(author)} />
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
