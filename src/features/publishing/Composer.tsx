import type { ComposerProps } from './composer/composer-props.ts';
import { ComposerDialog } from './composer/ComposerDialog.tsx';

export type { ComposerProps } from './composer/composer-props.ts';

/**
 * Writes one post for several profiles: a shared text with per-profile versions and formats, checked against
 * each network as it is typed (the server checks again), previewed as each network shows it, saved as a
 * draft or scheduled in the user's time zone. What is typed is kept in the browser until it is saved, so
 * closing the window, a refused save or a lost connection loses nothing.
 *
 * Its parts are in composer/: the draft and its autosave (use-composer-draft), the per-network checks
 * (use-composer-checks), the best times (use-best-times), the save (use-composer-save) and the dialog's pieces.
 */
export function Composer(props: ComposerProps) {
  // Mounted on open: a fresh state each time, restored from what was kept.
  return props.isOpen ? <ComposerDialog {...props} /> : null;
}
