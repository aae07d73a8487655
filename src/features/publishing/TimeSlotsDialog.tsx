import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { TProfileTimeSlots, TTimeSlot } from '@contracts/slots.ts';
import { isApiError } from '@/api/client.ts';
import { useProfileTimeSlots, useTimeSlotActions } from '@/api/time-slots.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { ComboBox } from '@/design-system/ComboBox';
import { Dialog } from '@/design-system/Dialog';
import { LoadError } from '@/design-system/LoadError';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { TagGroup } from '@/design-system/Tag';
import { Text } from '@/design-system/Text';
import { TimePicker } from '@/design-system/TimePicker';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { timeZoneOptions } from '@/lib/time-zones.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Copy keys of the ISO weekdays (1 = Monday). */
export const WEEKDAY_KEYS = ['', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export type SlotProfile = { id: string; name: string; network: string };

const Week = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
`;

const DayRow = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding-block: ${({ theme }) => theme.space[100]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[300]};
`;

const byTime = (a: TTimeSlot, b: TTimeSlot) => a.weekday - b.weekday || a.time.localeCompare(b.time);

/** The editor of one profile's week, once its saved slots are known. */
function WeekEditor({
  profile,
  saved,
  locale,
  onSaved,
  onCancel,
}: {
  profile: SlotProfile;
  saved: TProfileTimeSlots;
  locale: string;
  onSaved: (saved: TProfileTimeSlots) => void;
  onCancel: () => void;
}) {
  const { t } = usePublishingText();
  const actions = useTimeSlotActions();
  const [timeZone, setTimeZone] = useState(saved.time_zone);
  const [slots, setSlots] = useState<TTimeSlot[]>(saved.slots);
  const [day, setDay] = useState('1');
  const [time, setTime] = useState<string | null>('09:00');
  const [addError, setAddError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [isSaving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(new Date(), saved.time_zone), [saved.time_zone]);
  const dayName = (weekday: number) => t(`publishing.slots.weekdays.${WEEKDAY_KEYS[weekday] as 'mon'}`);

  const add = () => {
    const weekday = Number(day);
    if (!time) {
      setAddError(t('publishing.slots.chooseTime'));

      return;
    }
    if (slots.some((slot) => slot.weekday === weekday && slot.time === time)) {
      setAddError(t('publishing.slots.duplicate', { day: dayName(weekday), time }));

      return;
    }
    setAddError(null);
    setSlots([...slots, { weekday, time }].toSorted(byTime));
  };
  const save = async () => {
    setErrors([]);
    setSaving(true);
    try {
      onSaved(await actions.replace(profile.id, { time_zone: timeZone, slots }));
    } catch (error) {
      setErrors(
        isApiError(error) && error.status === 422 && error.errors
          ? Object.values(error.errors).flat()
          : [formErrorMessage(t, error)],
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={500}>
      {errors.length > 0 && <Banner tone="critical">{errors.join(' ')}</Banner>}
      <ComboBox
        label={t('publishing.slots.timeZone')}
        description={t('publishing.slots.timeZoneHelp')}
        items={zones}
        selectedKey={timeZone}
        onSelectionChange={(key) => key && setTimeZone(key)}
        emptyLabel={t('publishing.slots.noZone')}
      />
      <Week aria-label={t('publishing.slots.editorTitle')}>
        {WEEKDAYS.map((weekday) => {
          const times = slots.filter((slot) => slot.weekday === weekday);

          return (
            <DayRow key={weekday}>
              <Text size="sm" weight="semibold">
                {dayName(weekday)}
              </Text>
              {times.length > 0 ? (
                <TagGroup
                  label={dayName(weekday)}
                  hideLabel
                  tone="accent"
                  items={times.map((slot) => ({ id: slot.time, label: slot.time }))}
                  removeLabel={t('publishing.slots.remove')}
                  onRemove={(ids) =>
                    setSlots(slots.filter((slot) => slot.weekday !== weekday || !ids.includes(slot.time)))
                  }
                />
              ) : (
                <Text size="sm" tone="muted">
                  —
                </Text>
              )}
            </DayRow>
          );
        })}
      </Week>
      {slots.length === 0 && (
        <Text size="sm" tone="secondary">
          {t('publishing.slots.empty')}
        </Text>
      )}
      <AddRow>
        <Select
          label={t('publishing.slots.day')}
          items={WEEKDAYS.map((weekday) => ({ id: String(weekday), label: dayName(weekday) }))}
          selectedKey={day}
          onSelectionChange={setDay}
        />
        <TimePicker
          label={t('publishing.slots.time')}
          value={time}
          onChange={setTime}
          timeZone={timeZone}
          locale={locale}
          hourCycle={24}
          errorMessage={addError ?? undefined}
        />
        <Button variant="secondary" iconStart={<Plus aria-hidden="true" />} onPress={add}>
          {t('publishing.slots.add')}
        </Button>
      </AddRow>
      <Stack direction="row" gap={300} justify="end">
        <Button variant="secondary" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" isLoading={isSaving} onPress={() => void save()}>
          {t('publishing.slots.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

export type TimeSlotsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  profiles: readonly SlotProfile[];
  /** The profile shown first (the scheduler's current one); else the first. */
  initialProfileId?: string | undefined;
  locale: string;
  onSaved: (profile: SlotProfile) => void;
};

/**
 * The scheduler's "Time slots": a profile's weekly publishing times, day by day, in the queue's own time zone.
 * Times are tags (Delete or Backspace removes the focused one), added with a day and a time; saving replaces
 * the profile's whole week at once.
 */
export function TimeSlotsDialog(props: TimeSlotsDialogProps) {
  // Mounted on open: a fresh week each time, read from the server.
  return props.isOpen ? <OpenTimeSlotsDialog {...props} /> : null;
}

function OpenTimeSlotsDialog({
  isOpen,
  onOpenChange,
  profiles,
  initialProfileId,
  locale,
  onSaved,
}: TimeSlotsDialogProps) {
  const { t } = usePublishingText();
  const [chosen, setChosen] = useState<string | null>(null);
  const profileId =
    chosen ??
    (profiles.some((profile) => profile.id === initialProfileId) ? initialProfileId! : profiles[0]?.id);
  const profile = profiles.find((entry) => entry.id === profileId);
  const { timeSlots, error, retry } = useProfileTimeSlots(profile ? profile.id : null);
  const close = () => {
    setChosen(null);
    onOpenChange(false);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      size="md"
      title={t('publishing.slots.editorTitle')}
      description={t('publishing.slots.editorIntro')}
      closeLabel={t('common.close')}
    >
      {!profile ? (
        <Text>{t('publishing.slots.noProfiles')}</Text>
      ) : (
        <Stack gap={500}>
          <Select
            label={t('publishing.slots.profile')}
            items={profiles.map((entry) => ({
              id: entry.id,
              label: `${networkName(entry.network as never)} · ${entry.name}`,
            }))}
            selectedKey={profile.id}
            onSelectionChange={setChosen}
          />
          {error && !timeSlots ? (
            <LoadError
              message={formErrorMessage(t, error)}
              retryLabel={t('common.tryAgain')}
              onRetry={retry}
            />
          ) : timeSlots?.profile_id === profile.id ? (
            <WeekEditor
              key={profile.id}
              profile={profile}
              saved={timeSlots}
              locale={locale}
              onCancel={close}
              onSaved={() => {
                onSaved(profile);
                close();
              }}
            />
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </Stack>
      )}
    </Dialog>
  );
}
