import styled from 'styled-components';
import { NetworkIcon } from '@/design-system/NetworkIcon';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import type { ChipProfile } from './PostChip.tsx';
import { dateFormat } from './post-status.tsx';
import type { OpenSlot } from './queue-slots.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

/** Drawn lightly: a dashed outline and muted text, so the eye reads it as a gap in the plan, not a post. */
const Mark = styled.button`
  all: unset;
  box-sizing: border-box;
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[50]} ${({ theme }) => theme.space[100]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  min-width: 0;

  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textSecondary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    outline-offset: 1px;
  }

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * A week hour's open slots: the times of the selected profiles' queues no post is planned at yet. Each is a
 * button that writes a post for that profile at that time.
 */
export function OpenSlotMarks({
  slots,
  profiles,
  timeZone,
  locale,
  onPlan,
}: {
  slots: readonly OpenSlot[];
  profiles: ReadonlyMap<string, ChipProfile>;
  timeZone: string;
  /** The time is written as the posts' are (9:00 AM, or 09:00 where the locale says so). */
  locale: string;
  onPlan?: ((slot: OpenSlot) => void) | undefined;
}) {
  const { t } = usePublishingText();
  if (slots.length === 0) return null;
  const timeFormat = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });

  return (
    <List>
      {slots.map((slot) => {
        const profile = profiles.get(slot.profileId);
        const time = timeFormat.format(new Date(slot.at));

        return (
          <li key={`${slot.profileId} ${slot.at}`}>
            <Mark
              type="button"
              data-open-slot={slot.at}
              aria-label={t('publishing.slots.openSlot', { profile: profile?.name ?? '', time })}
              onClick={() => onPlan?.(slot)}
            >
              {profile && <NetworkIcon network={profile.network} size="sm" />}
              <span>{time}</span>
            </Mark>
          </li>
        );
      })}
    </List>
  );
}
