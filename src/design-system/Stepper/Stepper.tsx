import { Check } from 'lucide-react';
import { forwardRef } from 'react';
import {
  CompactCount,
  CompactCurrent,
  CompactSummary,
  Connector,
  Indicator,
  Label,
  List,
  Step,
  StyledStepper,
  VisuallyHidden,
} from './Stepper.styles.ts';
import type { StepperProps } from './Stepper.types.ts';

/**
 * Shows where the user is in a multi-step flow (onboarding, connecting an account): done steps, the current
 * one, and what is left. It only displays progress; the flow's own buttons move between steps.
 */
export const Stepper = forwardRef<HTMLDivElement, StepperProps>(function Stepper(
  {
    steps,
    currentStepId,
    'aria-label': ariaLabel,
    completedLabel,
    orientation = 'horizontal',
    compactLabel,
    ...rest
  },
  ref,
) {
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStepId),
  );
  const current = steps[currentIndex];

  return (
    <StyledStepper {...rest} ref={ref} data-orientation={orientation}>
      {orientation === 'horizontal' && current && (
        <CompactSummary>
          {compactLabel && <CompactCount>{compactLabel(currentIndex + 1, steps.length)}</CompactCount>}
          <CompactCurrent>{current.label}</CompactCurrent>
        </CompactSummary>
      )}
      <List aria-label={ariaLabel} data-orientation={orientation}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';

          return (
            <Step key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Indicator>{state === 'done' ? <Check /> : index + 1}</Indicator>
              <Label>
                {step.label}
                {state === 'done' && <VisuallyHidden> {completedLabel}</VisuallyHidden>}
              </Label>
              {index < steps.length - 1 && <Connector />}
            </Step>
          );
        })}
      </List>
    </StyledStepper>
  );
});
