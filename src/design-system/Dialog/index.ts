export { AlertDialog, Dialog, DialogTrigger } from './Dialog.tsx';
export {
  DIALOG_SIZES,
  DIALOG_TONES,
  type AlertDialogProps,
  type DialogProps,
  type DialogRenderProps,
  type DialogSize,
  type DialogTone,
} from './Dialog.types.ts';
export { useIsScrollable } from './Dialog.utils.ts';
/** For the other modals (Drawer): the overlay, dialog column and title they share with Dialog. */
export { modalOverlayStyles, StyledDialog as ModalDialog, Title as ModalTitle } from './Dialog.styles.ts';
