import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';
import { formatDateTime, formatRelative } from '@/lib/dates.ts';

/**
 * A moment as people say it ("in 20 minutes", "3 days ago"), with the exact date and time in the user's time
 * zone on hover, and read out after it for screen readers.
 */
export function Moment({ at, timeZone }: { at: string; timeZone: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const exact = formatDateTime(date, i18n.language, timeZone);

  return (
    <time dateTime={at} title={exact}>
      {formatRelative(date, new Date(), i18n.language)}
      <VisuallyHidden> ({exact})</VisuallyHidden>
    </time>
  );
}

/** The exact moment only, e.g. "22 Nov 2026, 13:15 GMT". */
export function useExactTime(timeZone: string) {
  const { i18n } = useTranslation();

  return (at: string) => formatDateTime(new Date(at), i18n.language, timeZone);
}
