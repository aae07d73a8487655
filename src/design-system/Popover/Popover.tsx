import { Arrow, PopoverDialog, PopoverTitle, StyledPopover } from './Popover.styles.ts';
import type { PopoverProps } from './Popover.types.ts';

/**
 * Non-modal extra information or a small form anchored to a button: "where this number comes from", a filter.
 * Put it in a `PopoverTrigger` after its trigger (any pressable: Button, IconButton). Opens on press, closes
 * on Escape or a click outside and returns focus to the trigger; its content is a dialog named by `title`.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  width = 'md',
  showArrow = true,
  placement = 'bottom',
  children,
  ...rest
}: PopoverProps) {
  return (
    <StyledPopover
      {...rest}
      placement={placement}
      offset={rest.offset ?? (showArrow ? 10 : 6)}
      data-width={width}
    >
      {showArrow && (
        <Arrow>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </Arrow>
      )}
      <PopoverDialog aria-label={title ? undefined : ariaLabel}>
        {title && (
          <PopoverTitle slot="title" level={2}>
            {title}
          </PopoverTitle>
        )}
        {children}
      </PopoverDialog>
    </StyledPopover>
  );
}
