import { forwardRef } from 'react';
import { SkeletonBlock, SkeletonLine, SkeletonLines } from './Skeleton.styles.ts';
import type { SkeletonProps } from './Skeleton.types.ts';

/**
 * A placeholder in the shape of content that is loading: a block (chart, avatar) or a few lines of text. It is
 * always hidden from assistive technology; the region that loads says so (`aria-busy`, a status message).
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { width, height, radius = 'sm', lines, isAnimated = true, ...rest },
  ref,
) {
  const animated = isAnimated || undefined;

  if (lines !== undefined && lines > 0) {
    return (
      <SkeletonLines {...rest} ref={ref} aria-hidden="true" $width={width}>
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonLine key={index} data-animated={animated} $height={height} $radius={radius} />
        ))}
      </SkeletonLines>
    );
  }

  return (
    <SkeletonBlock
      {...rest}
      ref={ref}
      aria-hidden="true"
      data-animated={animated}
      $width={width}
      $height={height}
      $radius={radius}
    />
  );
});
