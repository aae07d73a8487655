export const STEPPER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type StepperOrientation = (typeof STEPPER_ORIENTATIONS)[number];

export type StepperStep = {
  /** Stable key of the step, compared with `currentStepId`. */
  id: string;
  /** The step's short name, e.g. "Connect accounts". */
  label: string;
};

export type StepperProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'aria-label' | 'children'> & {
  /** The steps, in order. */
  steps: ReadonlyArray<StepperStep>;
  /** The step the user is on; the ones before it count as done. */
  currentStepId: string;
  /** Names the list of steps, e.g. "Onboarding progress". */
  'aria-label': string;
  /** Announced after each done step's label, e.g. "completed" (visually hidden). */
  completedLabel: string;
  /** `vertical` suits side panels and long step names. @default 'horizontal' */
  orientation?: StepperOrientation;
  /**
   * The summary a horizontal stepper shows when its container is narrower than `theme.breakpoint.sm`, where
   * the step names are hidden visually, e.g. `(current, total) => \`Step ${current} of ${total}\``. Without
   * it only the current step's name is shown there. @default undefined
   */
  compactLabel?: (current: number, total: number) => string;
};
