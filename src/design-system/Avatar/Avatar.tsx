import { forwardRef, useState } from 'react';
import { AVATAR_BACKGROUNDS, AvatarImage, StyledAvatar } from './Avatar.styles.ts';
import type { AvatarProps } from './Avatar.types.ts';
import { getColorIndex, getInitials } from './Avatar.utils.ts';

/**
 * A person's or account's picture, or their initials on a colour derived from the name. Named after `name`
 * for assistive technology; set `isDecorative` when the name is printed right next to it.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', isDecorative = false, ...rest },
  ref,
) {
  // Remembers which URL failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;

  return (
    <StyledAvatar
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
      {...rest}
      ref={ref}
      data-size={size}
      data-color={getColorIndex(name, AVATAR_BACKGROUNDS.length)}
    >
      <span aria-hidden="true">{getInitials(name)}</span>
      {showImage && src && <AvatarImage src={src} alt="" onError={() => setFailedSrc(src)} />}
    </StyledAvatar>
  );
});
