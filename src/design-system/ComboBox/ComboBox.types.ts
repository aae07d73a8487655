import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import type { FieldBaseProps, FieldListItem } from '../Field/index.ts';

export type ComboBoxItem = FieldListItem;

export const COMBO_BOX_MENU_TRIGGERS = ['focus', 'input', 'manual'] as const;
export type ComboBoxMenuTrigger = (typeof COMBO_BOX_MENU_TRIGGERS)[number];

type OwnProps = FieldBaseProps & {
  /** All options; the list filters them as the user types (case-insensitive "contains"). */
  items: ReadonlyArray<ComboBoxItem>;
  /** The selected option's id (controlled); `null` for none. Pair with `onSelectionChange`. */
  selectedKey?: string | null;
  /** The option selected at first (uncontrolled). @default null */
  defaultSelectedKey?: string | null;
  /**
   * Called with the id of the option the user picks, and with `null` when they clear the input (an optional
   * field can be emptied again).
   */
  onSelectionChange?: (key: string | null) => void;
  /** Shown in the empty input, e.g. "Search time zones". @default undefined */
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed, e.g. "No time zone matches". */
  emptyLabel: string;
  /** What opens the list: focusing the input, typing, or only the arrow button and arrow keys. @default 'focus' */
  menuTrigger?: ComboBoxMenuTrigger;
};

export type ComboBoxProps = OwnProps &
  Omit<
    AriaComboBoxProps<ComboBoxItem>,
    | keyof OwnProps
    | 'children'
    | 'style'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'defaultItems'
    | 'selectionMode'
    | 'validationBehavior'
    | 'allowsEmptyCollection'
    | 'render'
  >;
