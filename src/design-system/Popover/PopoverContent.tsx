import { Arrow, PopoverDialog, PopoverTitle, StyledPopover } from './Popover.styles.ts';
import type { LazyDialogTrigger } from '../lazy/index.ts';
import { DialogTriggerContexts } from '../lazy/TriggerContexts.tsx';
import type { PopoverProps } from './Popover.types.ts';

/** The loaded part of `Popover` (see Popover.tsx): React Aria's popover and dialog, styled. */
export function PopoverContent({
  title,
  'aria-label': ariaLabel,
  width = 'md',
  showArrow = true,
  placement = 'bottom',
  children,
  trigger,
  ...rest
}: PopoverProps & { trigger: LazyDialogTrigger | null }) {
  const popover = (
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

  return trigger ? <DialogTriggerContexts trigger={trigger}>{popover}</DialogTriggerContexts> : popover;
}
