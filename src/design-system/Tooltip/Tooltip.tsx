import { TooltipTrigger as AriaTooltipTrigger } from 'react-aria-components';
import { useTheme } from 'styled-components';
import { Arrow, StyledTooltip } from './Tooltip.styles.ts';
import type { TooltipProps } from './Tooltip.types.ts';

/**
 * A short text label on hover and keyboard focus, mostly for icon buttons ("Export", "Compare periods"). It
 * describes the trigger (`aria-describedby`): it never replaces the trigger's own accessible name, and holds
 * no interactive content. Escape hides it.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 600,
  closeDelay = 200,
  trigger,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const theme = useTheme();

  return (
    <AriaTooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      trigger={trigger === 'focus' ? 'focus' : undefined}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      {/* React Aria positions it with an inline z-index of 100000; the theme's layer wins instead. */}
      <StyledTooltip
        placement={placement}
        offset={8}
        className={className}
        style={{ zIndex: theme.zIndex.tooltip }}
      >
        <Arrow>
          <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
            <path d="M0 0 L5 5 L10 0 Z" />
          </svg>
        </Arrow>
        {content}
      </StyledTooltip>
    </AriaTooltipTrigger>
  );
}
