import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import type { FieldBaseProps, FieldListItem } from '../Field/index.ts';

export type SelectItem = FieldListItem;

type OwnProps = FieldBaseProps & {
  /** The options, in display order. */
  items: ReadonlyArray<SelectItem>;
  /** The selected option's id (controlled); `null` for none. Pair with `onSelectionChange`. */
  selectedKey?: string | null;
  /** The option selected at first (uncontrolled). @default null */
  defaultSelectedKey?: string | null;
  /** Called with the id of the option the user picks. */
  onSelectionChange?: (key: string) => void;
  /** Shown in the trigger while nothing is selected, e.g. "Choose a time zone". @default React Aria's localized "Select an item" */
  placeholder?: string;
};

export type SelectProps = OwnProps &
  Omit<
    AriaSelectProps<SelectItem>,
    | keyof OwnProps
    | 'children'
    | 'style'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectionMode'
    | 'validationBehavior'
    | 'render'
  >;
