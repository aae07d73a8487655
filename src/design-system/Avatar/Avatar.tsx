import { forwardRef, useState } from 'react';
import { NetworkIcon, networkName } from '../NetworkIcon/index.ts';
import { AVATAR_BACKGROUNDS, AvatarFrame, AvatarImage, NetworkBadge, StyledAvatar } from './Avatar.styles.ts';
import type { AvatarProps } from './Avatar.types.ts';
import { getColorIndex, getInitials } from './Avatar.utils.ts';

/**
 * A person's or account's picture, or their initials on a colour derived from the name. Named after `name`
 * for assistive technology; set `isDecorative` when the name is printed right next to it.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', isDecorative = false, network, ...rest },
  ref,
) {
  // Remembers which URL failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;

  const accessibleName = network ? `${name}, ${networkName(network)}` : name;
  const semantics = {
    role: isDecorative ? undefined : 'img',
    'aria-label': isDecorative ? undefined : accessibleName,
    'aria-hidden': isDecorative || undefined,
  };
  const picture = (
    <StyledAvatar
      {...(network ? { 'aria-hidden': true } : semantics)}
      {...(network ? {} : rest)}
      ref={network ? undefined : ref}
      data-size={size}
      data-color={getColorIndex(name, AVATAR_BACKGROUNDS.length)}
    >
      <span aria-hidden="true">{getInitials(name)}</span>
      {showImage && src && <AvatarImage src={src} alt="" onError={() => setFailedSrc(src)} />}
    </StyledAvatar>
  );
  if (!network) return picture;

  return (
    <AvatarFrame {...semantics} {...rest} ref={ref} data-size={size}>
      {picture}
      <NetworkBadge aria-hidden="true">
        <NetworkIcon network={network} size="sm" />
      </NetworkBadge>
    </AvatarFrame>
  );
});
