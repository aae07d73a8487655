import type { Ref } from 'react';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** Says the text was restored from an earlier visit, with a button to start over. */
export function RestoredBanner({
  savedAt,
  onStartOver,
  locale,
  timeZone,
}: {
  savedAt: string;
  onStartOver: () => void;
  locale: string;
  timeZone: string;
}) {
  const { t } = usePublishingText();

  return (
    <Banner
      tone="info"
      action={
        <Button variant="secondary" size="sm" onPress={onStartOver}>
          {t('publishing.composer.startOver')}
        </Button>
      }
    >
      {t('publishing.composer.restored', { when: formatDateTime(new Date(savedAt), locale, timeZone) })}
    </Banner>
  );
}

/** What stopped the save: the server's message, or every field's problem listed once. */
export function RefusalSummary({
  summaryRef,
  formError,
  summary,
}: {
  summaryRef: Ref<HTMLDivElement>;
  formError: string | null;
  summary: string[];
}) {
  const { t } = usePublishingText();

  return (
    <Banner
      ref={summaryRef}
      tabIndex={-1}
      tone="critical"
      role="alert"
      title={t('publishing.composer.refused')}
    >
      {formError ?? (
        <ul>
          {summary.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}

/** What the chosen networks would not take yet, as it is typed. */
export function ProblemsBanner({ problems }: { problems: string[] }) {
  const { t } = usePublishingText();

  return (
    <Banner tone="warning" title={t('publishing.composer.notYet')}>
      <ul>
        {problems.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Banner>
  );
}
