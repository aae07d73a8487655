import { forwardRef, useId } from 'react';
import { Knob, StyledSwitch, SwitchDescription, SwitchRoot, Track } from './Switch.styles.ts';
import type { SwitchProps } from './Switch.types.ts';

/**
 * An on/off setting that applies at once: "Email me a weekly report", "Auto-publish". Use a Checkbox for a
 * choice that takes effect on submit. The label is the children; the ref reaches the <input role="switch">.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { children, description, className, ...rest },
  ref,
) {
  const descriptionId = useId();

  return (
    <SwitchRoot className={className}>
      <StyledSwitch
        {...rest}
        inputRef={ref}
        aria-describedby={
          [description ? descriptionId : undefined, rest['aria-describedby']].filter(Boolean).join(' ') ||
          undefined
        }
      >
        <Track aria-hidden="true">
          <Knob />
        </Track>
        <span>{children}</span>
      </StyledSwitch>
      {description && <SwitchDescription id={descriptionId}>{description}</SwitchDescription>}
    </SwitchRoot>
  );
});
