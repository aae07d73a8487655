export { Stepper } from './Stepper.tsx';
export {
  STEPPER_ORIENTATIONS,
  type StepperOrientation,
  type StepperProps,
  type StepperStep,
} from './Stepper.types.ts';
