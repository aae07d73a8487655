import { enMedia } from '@/i18n/locales/en-media.ts';
import { type TextKey, useNamespaceText } from '@/lib/namespace-text.ts';

/** A media library string's key; plural keys are named without their `_one`/`_other` ending. */
export type MediaTextKey = TextKey<typeof enMedia>;

/**
 * The media library's strings (their own i18next namespace, `media`), with keys checked by the compiler:
 * `t('upload.button')`, `t('count', { count: 3 })`.
 */
export const useMediaText = () => useNamespaceText<MediaTextKey>('media', enMedia);
