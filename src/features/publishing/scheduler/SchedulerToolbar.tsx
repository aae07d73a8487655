import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { POST_STATUSES } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { NETWORKS, networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { type CalendarView, shiftAnchor, visibleDays } from '../calendar.ts';
import { ALL } from './filter-posts.ts';
import type { SchedulerFilterChanges, SchedulerFilters } from './use-scheduler-filters.ts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    min-width: 160px;
  }
`;

const Period = styled.h2`
  margin: 0;
  min-width: 200px;
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

function periodTitle(view: CalendarView, anchor: string, locale: string): string {
  const { first, last } = visibleDays(view, anchor, locale);
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (view === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      at(anchor),
    );

  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(at(first), at(last));
}

/**
 * Above the calendar: the period shown (previous, today, next) and the filters by network, status and profile
 * label; the networks and labels offered are the workspace profiles'.
 */
export function SchedulerToolbar({
  filters,
  onChange,
  profiles,
  locale,
}: {
  filters: SchedulerFilters;
  onChange: (changes: SchedulerFilterChanges) => void;
  profiles: readonly Pick<TSocialProfile, 'network' | 'labels'>[];
  locale: string;
}) {
  const { t } = usePublishingText();
  const { view, anchor } = filters;
  const labels = [...new Set(profiles.flatMap((profile) => profile.labels))].toSorted();
  const networks = NETWORKS.filter((key) => profiles.some((profile) => profile.network === key));

  return (
    <Toolbar>
      <Stack direction="row" gap={200} align="center">
        <IconButton
          label={t(`publishing.scheduler.previous.${view}`)}
          icon={<ChevronLeft aria-hidden="true" />}
          variant="ghost"
          onPress={() => onChange({ date: shiftAnchor(view, anchor, -1) })}
        />
        <Button variant="secondary" size="sm" onPress={() => onChange({ date: null })}>
          {t('publishing.scheduler.today')}
        </Button>
        <IconButton
          label={t(`publishing.scheduler.next.${view}`)}
          icon={<ChevronRight aria-hidden="true" />}
          variant="ghost"
          onPress={() => onChange({ date: shiftAnchor(view, anchor, 1) })}
        />
        <Period aria-live="polite">{periodTitle(view, anchor, locale)}</Period>
      </Stack>
      <Filters>
        <Select
          label={t('publishing.scheduler.network')}
          items={[
            { id: ALL, label: t('publishing.scheduler.allNetworks') },
            ...networks.map((key) => ({ id: key, label: networkName(key) })),
          ]}
          selectedKey={filters.network}
          onSelectionChange={(key) => onChange({ network: key })}
        />
        <Select
          label={t('publishing.scheduler.status')}
          items={[
            { id: ALL, label: t('publishing.scheduler.allStatuses') },
            ...POST_STATUSES.map((key) => ({ id: key, label: t(`publishing.status.${key}`) })),
          ]}
          selectedKey={filters.status}
          onSelectionChange={(key) => onChange({ status: key })}
        />
        {labels.length > 0 && (
          <Select
            label={t('publishing.scheduler.label')}
            items={[
              { id: ALL, label: t('publishing.scheduler.allLabels') },
              ...labels.map((key) => ({ id: key, label: key })),
            ]}
            selectedKey={filters.label}
            onSelectionChange={(key) => onChange({ label: key })}
          />
        )}
      </Filters>
    </Toolbar>
  );
}
