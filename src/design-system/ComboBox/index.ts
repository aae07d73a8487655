export { ComboBox } from './ComboBox.tsx';
export {
  COMBO_BOX_MENU_TRIGGERS,
  type ComboBoxItem,
  type ComboBoxMenuTrigger,
  type ComboBoxProps,
} from './ComboBox.types.ts';
