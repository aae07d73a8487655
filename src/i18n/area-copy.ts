import type { i18n as I18n } from 'i18next';

/**
 * English strings that come with an area's code rather than with the app's entry (ADR 0012): a namespace of the
 * area's own (`library`, `media`), or a top-level part of another (`publishing` in `translation`). The area's
 * text hook adds them to the i18next instance in context before its component renders them (`usePublishingText`
 * and `useLibraryText` in src/i18n/areas, `useNamespaceText` in src/lib), so screens, dialogs, stories and tests
 * have them whichever renders first.
 */
export type AreaCopy = {
  readonly namespace: string;
  readonly strings: Readonly<Record<string, unknown>>;
};

/**
 * Adds an area's strings to an i18next instance unless it has them (looked up in its store: each
 * `useTranslation` hands out its own wrapper of the instance). A shallow merge: an area's top-level keys are new
 * to the namespace, and the entry's own strings (one object that every instance, per test or story, starts from)
 * are never written into.
 */
export function addAreaCopy(i18n: I18n, { namespace, strings }: AreaCopy) {
  if (Object.keys(strings).every((key) => i18n.getResource('en', namespace, key) !== undefined)) return;
  i18n.addResourceBundle('en', namespace, strings);
}
