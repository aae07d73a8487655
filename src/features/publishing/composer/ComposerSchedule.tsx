import { today as todayIn } from '@internationalized/date';
import type { TSocialProfile } from '@contracts/social.ts';
import { Checkbox } from '@/design-system/Checkbox';
import { DatePicker } from '@/design-system/DatePicker';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Stack } from '@/design-system/Stack';
import { TimePicker } from '@/design-system/TimePicker';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import type { ComposerValues } from '../composer-model.ts';
import { QueueSlots } from '../QueueSlots.tsx';
import { BestTimes } from './BestTimes.tsx';
import { useBestTimes } from './use-best-times.ts';

/**
 * When and how the post goes out: a draft or a time (the best times, the queue's open slots and the date and
 * time pickers), published automatically or by a notification, and, for new posts, whether it needs approval.
 */
export function ComposerSchedule({
  values,
  update,
  chosen,
  isNew,
  onAddToQueue,
  isSaving,
  error,
  locale,
  timeZone,
}: {
  values: ComposerValues;
  update: (change: Partial<ComposerValues>) => void;
  chosen: readonly TSocialProfile[];
  /** A new post (not one being edited): it can go to the queue and ask for approval. */
  isNew: boolean;
  onAddToQueue: () => void;
  isSaving: boolean;
  error: string | undefined;
  locale: string;
  timeZone: string;
}) {
  const { t } = usePublishingText();
  const todayDay = todayIn(timeZone).toString();
  const { suggestions, rateOf } = useBestTimes(chosen, timeZone);

  return (
    <>
      <RadioGroup
        label={t('publishing.composer.when')}
        value={values.when}
        onChange={(when) =>
          update({
            when: when as ComposerValues['when'],
            ...(when === 'schedule' && !values.date ? { date: todayDay } : {}),
          })
        }
        orientation="horizontal"
        options={[
          { value: 'draft', label: t('publishing.composer.asDraft') },
          { value: 'schedule', label: t('publishing.composer.atTime') },
        ]}
      />
      {values.when === 'schedule' && suggestions.length > 0 && (
        <BestTimes {...{ suggestions, rateOf, locale, timeZone }} onUse={update} />
      )}
      {isNew && (
        <QueueSlots
          profiles={chosen}
          timeZone={timeZone}
          locale={locale}
          onUse={(slot) => update({ when: 'schedule', ...slot })}
          onAddToQueue={onAddToQueue}
          isAdding={isSaving}
        />
      )}
      {values.when === 'schedule' && (
        <Stack direction="row" gap={400} wrap align="start">
          <DatePicker
            label={t('publishing.composer.date')}
            value={values.date}
            onChange={(date) => update({ date })}
            minValue={todayDay}
            placeholderValue={todayDay}
            locale={locale}
            errorMessage={error}
          />
          <TimePicker
            label={t('publishing.composer.time')}
            value={values.time}
            onChange={(time) => update({ time })}
            timeZone={timeZone}
            referenceDate={values.date ?? todayDay}
            locale={locale}
          />
        </Stack>
      )}
      <RadioGroup
        label={t('publishing.composer.mode')}
        value={values.publish_mode}
        onChange={(mode) => update({ publish_mode: mode as ComposerValues['publish_mode'] })}
        options={[
          { value: 'auto', label: t('publishing.composer.auto') },
          {
            value: 'notification',
            label: t('publishing.composer.notification'),
            description: t('publishing.composer.notificationHelp'),
          },
        ]}
      />
      {isNew && (
        <Checkbox
          isSelected={values.approval_required}
          onChange={(approval_required) => update({ approval_required })}
          description={t('publishing.composer.approvalHelp')}
        >
          {t('publishing.composer.approval')}
        </Checkbox>
      )}
    </>
  );
}
