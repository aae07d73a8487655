import { Button } from '@/design-system/Button';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { localParts } from '../calendar.ts';

/** The next best times, as buttons that set the post's date and time; each says its engagement rate. */
export function BestTimes({
  suggestions,
  rateOf,
  onUse,
  locale,
  timeZone,
}: {
  suggestions: string[];
  rateOf: (iso: string) => number | undefined;
  onUse: (slot: { date: string; time: string }) => void;
  locale: string;
  timeZone: string;
}) {
  const { t } = usePublishingText();

  return (
    <Stack gap={200}>
      <Text size="sm" tone="secondary" id="composer-best-times">
        {t('publishing.composer.bestTimes')}
      </Text>
      <Stack direction="row" gap={200} wrap role="group" aria-labelledby="composer-best-times">
        {suggestions.map((iso) => {
          const { day, hour, minute } = localParts(iso, timeZone);
          const rate = rateOf(iso);

          return (
            <Button
              key={iso}
              variant="secondary"
              size="sm"
              onPress={() =>
                onUse({
                  date: day,
                  time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
                })
              }
            >
              {rate === undefined
                ? formatDateTime(new Date(iso), locale, timeZone)
                : t('publishing.composer.bestTime', {
                    when: formatDateTime(new Date(iso), locale, timeZone),
                    rate: new Intl.NumberFormat(locale, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    }).format(rate),
                  })}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
