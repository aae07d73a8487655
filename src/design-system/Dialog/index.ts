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
