import { forwardRef } from 'react';
import { BadgeIcon, BadgeLabel, StyledBadge } from './Badge.styles.ts';
import type { BadgeProps } from './Badge.types.ts';

/**
 * A short, non-interactive status or count label: "Scheduled", "Draft", "3". Use a tone to echo the meaning,
 * never to carry it alone. For actions use `Button`; for dismissible filters use a chip.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', size = 'md', icon, children, ...rest },
  ref,
) {
  return (
    <StyledBadge {...rest} ref={ref} data-tone={tone} data-size={size}>
      {icon && <BadgeIcon>{icon}</BadgeIcon>}
      <BadgeLabel>{children}</BadgeLabel>
    </StyledBadge>
  );
});
