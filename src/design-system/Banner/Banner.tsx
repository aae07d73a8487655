import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { forwardRef } from 'react';
import { IconButton } from '@/design-system/IconButton';
import { Action, Body, Content, Dismiss, StyledBanner, Text, Title, ToneIcon } from './Banner.styles.ts';
import type { BannerProps, BannerTone } from './Banner.types.ts';

const TONE_ICONS: Record<BannerTone, React.ComponentType> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  critical: CircleAlert,
};

/**
 * An inline message about the page or a section: a failed sync, a trial ending, a saved change. Place it
 * where it applies (top of the page, top of a card). For transient confirmations use a toast instead.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { tone, title, children, action, onDismiss, dismissLabel, role, ...rest },
  ref,
) {
  const Icon = TONE_ICONS[tone];
  const resolvedRole = role ?? (tone === 'critical' ? 'alert' : 'status');

  return (
    <StyledBanner
      {...rest}
      ref={ref}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      data-tone={tone}
    >
      <ToneIcon>
        <Icon />
      </ToneIcon>
      <Content>
        <Text>
          {title && <Title>{title}</Title>}
          {children && <Body>{children}</Body>}
        </Text>
        {action && <Action>{action}</Action>}
      </Content>
      {onDismiss && dismissLabel && (
        <Dismiss>
          <IconButton icon={<X />} label={dismissLabel} size="sm" onPress={onDismiss} />
        </Dismiss>
      )}
    </StyledBanner>
  );
});
