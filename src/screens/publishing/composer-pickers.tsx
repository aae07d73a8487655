import { SavedTextPicker } from '@/features/captions/index.ts';
import { MediaPicker, toPostMedia } from '@/features/media-library/index.ts';
import type { ComposerProps } from '@/features/publishing/index.ts';

/** The composer's pickers from the other features: saved texts into the text, media from the library. */
export const composerPickers: Pick<ComposerProps, 'insertSavedText' | 'pickMedia'> = {
  insertSavedText: ({ onInsert, profileId }) => (
    <SavedTextPicker onInsert={onInsert} {...(profileId ? { profileId } : {})} />
  ),
  pickMedia: ({ isOpen, onOpenChange, onPicked, max }) => (
    <MediaPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      multiple
      max={max}
      onSelect={(media) => onPicked(media.map((item) => toPostMedia(item)))}
    />
  ),
};
