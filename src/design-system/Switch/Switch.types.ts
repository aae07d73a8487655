import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';

type OwnProps = {
  /** The label, after the switch. Clicking it toggles the switch. */
  children: React.ReactNode;
  /** Help text under the label, linked with `aria-describedby`. @default undefined */
  description?: React.ReactNode;
  /** Whether it is on (controlled). Pair with `onChange`. */
  isSelected?: boolean;
  /** Whether it starts on (uncontrolled). @default false */
  defaultSelected?: boolean;
  /** Called with the new state, straight away: a switch takes effect immediately, unlike a checkbox. */
  onChange?: (isSelected: boolean) => void;
  /** @default false */
  isDisabled?: boolean;
  /** The name submitted with the form. @default undefined */
  name?: string;
  className?: string;
};

export type SwitchProps = OwnProps & Omit<AriaSwitchProps, keyof OwnProps | 'style' | 'render' | 'inputRef'>;
