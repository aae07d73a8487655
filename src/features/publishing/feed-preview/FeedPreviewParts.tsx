import { FeedGrid } from '@/design-system/FeedGrid';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import type { FeedPreview } from './use-feed-preview.ts';

/** Which profile's feed, and how many planned and published posts it shows. */
export function FeedProfilePicker({ feed }: { feed: FeedPreview }) {
  const { t } = usePublishingText();

  return (
    <Stack direction="row" gap={400} align="end" wrap>
      <Select
        label={t('publishing.feed.profile')}
        items={feed.candidates.map((entry) => ({
          id: entry.id,
          label: `${entry.name} · ${networkName(entry.network)}`,
        }))}
        selectedKey={feed.profileId}
        onSelectionChange={feed.selectProfile}
      />
      <Text size="sm" tone="secondary">
        {t('publishing.feed.counts', feed.counts)}
      </Text>
    </Stack>
  );
}

/** The profile's grid, as wide as a phone's: drag a planned tile to reorder, open one for its details. */
export function FeedPreviewGrid({ feed }: { feed: FeedPreview }) {
  const { t } = usePublishingText();

  return (
    <div style={{ maxWidth: 560 }}>
      <FeedGrid
        aria-label={t('publishing.feed.gridLabel', { profile: feed.profile?.name ?? '' })}
        items={feed.items}
        plannedLabel={t('publishing.feed.planned')}
        tileAspectRatio={feed.profile?.network === 'instagram' ? 3 / 4 : 1}
        onReorder={(ids) => void feed.reorder(ids)}
        onAction={feed.open}
        emptyState={<Text tone="secondary">{t('publishing.feed.empty')}</Text>}
      />
    </div>
  );
}
