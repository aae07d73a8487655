import { ListPlus } from 'lucide-react';
import styled from 'styled-components';
import { useQueueSlots } from '@/api/time-slots.ts';
import { Button } from '@/design-system/Button';
import { NetworkIcon } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import type { NetworkKey } from '@/design-system/theme';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { localParts } from './calendar.ts';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(140px, 200px) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export type QueueSlotsProps = {
  /** The profiles the post is for. */
  profiles: readonly { id: string; name: string; network: NetworkKey }[];
  /** The user's zone: times are shown and picked in it. */
  timeZone: string;
  locale: string;
  /** A slot chosen as the time of the whole post ('YYYY-MM-DD', 'HH:mm' in `timeZone`). */
  onUse: (slot: { date: string; time: string }) => void;
  /** "Add to queue": each profile at its own next free slot. */
  onAddToQueue: () => void;
  isAdding?: boolean;
};

/**
 * The composer's queue: each chosen profile's next free time slots (from the server, the same arithmetic as
 * "Add to queue"), one of which may be the post's time, and "Add to queue", which gives every profile its own.
 */
export function QueueSlots({ profiles, timeZone, locale, onUse, onAddToQueue, isAdding }: QueueSlotsProps) {
  const { t } = usePublishingText();
  const { queues } = useQueueSlots(
    profiles.map((profile) => profile.id),
    3,
  );
  if (!queues || profiles.length === 0) return null;
  const byId = new Map(queues.map((queue) => [queue.profile_id, queue]));
  const anyFree = profiles.some((profile) => (byId.get(profile.id)?.next.length ?? 0) > 0);

  return (
    <Stack gap={200}>
      <Text size="sm" tone="secondary" id="composer-queue-slots">
        {t('publishing.slots.queue.title')}
      </Text>
      {!anyFree ? (
        <Text size="sm" tone="muted">
          {t('publishing.slots.queue.none')}
        </Text>
      ) : (
        <>
          <Rows aria-labelledby="composer-queue-slots">
            {profiles.map((profile) => {
              const next = byId.get(profile.id)?.next ?? [];

              return (
                <Row key={profile.id}>
                  <Who>
                    <NetworkIcon network={profile.network} size="sm" />
                    <Text size="sm">{profile.name}</Text>
                  </Who>
                  {next.length === 0 ? (
                    <Text size="sm" tone="muted">
                      {t('publishing.slots.queue.noneFor')}
                    </Text>
                  ) : (
                    <Times>
                      {next.map((iso) => {
                        const when = formatDateTime(new Date(iso), locale, timeZone);
                        const { day, hour, minute } = localParts(iso, timeZone);

                        return (
                          <Button
                            key={iso}
                            variant="tertiary"
                            size="sm"
                            aria-label={t('publishing.slots.queue.use', { when })}
                            onPress={() =>
                              onUse({
                                date: day,
                                time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
                              })
                            }
                          >
                            {when}
                          </Button>
                        );
                      })}
                    </Times>
                  )}
                </Row>
              );
            })}
          </Rows>
          <Stack direction="row" gap={300} align="center" wrap>
            <Button
              variant="secondary"
              size="sm"
              iconStart={<ListPlus aria-hidden="true" />}
              isLoading={isAdding ?? false}
              onPress={onAddToQueue}
            >
              {t('publishing.slots.queue.add')}
            </Button>
            <Text size="sm" tone="secondary">
              {t('publishing.slots.queue.addHelp')}
            </Text>
          </Stack>
        </>
      )}
    </Stack>
  );
}
