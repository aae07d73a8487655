import { today as todayIn } from '@internationalized/date';
import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TPostMedia, TPublishingSpecification, TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { isApiError } from '@/api/client.ts';
import { useActivity } from '@/api/analytics.ts';
import { useSchedulerActions } from '@/api/publishing.ts';
import { Avatar } from '@/design-system/Avatar';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { DatePicker } from '@/design-system/DatePicker';
import { Dialog } from '@/design-system/Dialog';
import { networkName } from '@/design-system/NetworkIcon';
import { PostPreview } from '@/design-system/PostPreview';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Switch } from '@/design-system/Switch';
import { Tabs } from '@/design-system/Tabs';
import { Text } from '@/design-system/Text';
import { TextArea } from '@/design-system/TextArea';
import { TextField } from '@/design-system/TextField';
import { TimePicker } from '@/design-system/TimePicker';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useLinkPreview } from '@/api/links.ts';
import { localParts, nextSlots } from './calendar.ts';
import { LinkPreviewCard, toPostLink } from './LinkPreviewCard.tsx';
import { ComposerPlaces } from './LocationPicker.tsx';
import { QueueSlots } from './QueueSlots.tsx';
import {
  checkText,
  emptyComposer,
  fromPost,
  kindFor,
  previewFormat,
  scheduledAt,
  textFor,
  toCreateRequest,
  type ComposerValues,
  type PostKind,
} from './composer-model.ts';
import { WritingTools } from './writing/index.ts';

const ALL = 'all';

const hasPassed = (iso: string) => Date.parse(iso) < Date.now();
const AUTOSAVE_MS = 400;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const ProfileChoices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[200]};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;

const Limits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};

  & > li {
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
    padding: 0 ${({ theme }) => theme.space[200]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSecondary};
    font-variant-numeric: tabular-nums;
  }

  & > li[data-over='true'] {
    background: ${({ theme }) => theme.color.criticalSubtle};
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

const MediaList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[100]};
    align-items: flex-start;
  }

  & img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

const MediaKind = styled.span`
  width: 96px;
  height: 96px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;

const PreviewColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** Where the composer keeps what the user is writing until it is saved. */
export const composerStorageKey = (userId: string, postId?: string) =>
  `kestrel:composer:${userId}:${postId ?? 'new'}`;

type Stored = { savedAt: string; values: ComposerValues };

function readStored(key: string): Stored | null {
  try {
    const raw = window.localStorage.getItem(key);

    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

export type ComposerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  userId: string;
  profiles: readonly TSocialProfile[];
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  timeZone: string;
  locale: string;
  /** The post to edit; without it the composer writes new posts. */
  post?: TSchedulerPost;
  /** Profiles chosen at first (the scheduler's filter) and, for a click on the calendar, the slot. */
  initialProfileIds?: string[];
  initialSlot?: { date: string; time: string };
  onSaved: (posts: TSchedulerPost[]) => void;
  /**
   * The media chooser (the media library's picker, given by the screen): called open or closed, it hands back
   * the files chosen as a post's media. Without it the composer writes text-only posts.
   */
  pickMedia?: (props: {
    isOpen: boolean;
    onOpenChange: (isOpen: boolean) => void;
    onPicked: (media: TPostMedia[]) => void;
    max: number;
  }) => React.ReactNode;
  /**
   * Inserts saved captions and hashtag lists (given by the screen): renders a control that calls `onInsert`
   * with the chosen text.
   */
  insertSavedText?: (props: { onInsert: (text: string) => void; profileId?: string }) => React.ReactNode;
};

/**
 * Writes one post for several profiles: a shared text with per-profile versions and formats, checked against
 * each network as it is typed (the server checks again), previewed as each network shows it, saved as a
 * draft or scheduled in the user's time zone. What is typed is kept in the browser until it is saved, so
 * closing the window, a refused save or a lost connection loses nothing.
 */
export function Composer(props: ComposerProps) {
  // Mounted on open: a fresh state each time, restored from what was kept.
  return props.isOpen ? <ComposerDialog {...props} /> : null;
}

function ComposerDialog({
  onOpenChange,
  userId,
  profiles,
  specifications,
  timeZone,
  locale,
  post,
  initialProfileIds,
  initialSlot,
  onSaved,
  pickMedia,
  insertSavedText,
}: ComposerProps) {
  const { t } = usePublishingText();
  const actions = useSchedulerActions();
  const storageKey = composerStorageKey(userId, post?.id);
  const [restored] = useState(() => readStored(storageKey));
  const [values, setValues] = useState<ComposerValues>(
    () =>
      restored?.values ??
      (post
        ? fromPost(post, timeZone)
        : emptyComposer(
            (initialProfileIds ?? []).filter((id) => profiles.some((profile) => profile.id === id)),
            initialSlot,
          )),
  );
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [isPicking, setPicking] = useState(false);
  const [tab, setTab] = useState<string>(ALL);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // Each refused save moves focus to the summary of what is wrong, at the top of the dialog.
  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  const [dirty, setDirty] = useState(false);
  const byId = useMemo(() => new Map(profiles.map((profile) => [profile.id, profile])), [profiles]);
  const chosen = values.profile_ids.map((id) => byId.get(id)).filter((profile) => profile !== undefined);
  const todayDay = todayIn(timeZone).toString();
  // Best times from the chosen profiles' own posts of the last year, placed on the calendar.
  const { activity } = useActivity(
    chosen.length > 0 ? { kind: 'profiles', ids: chosen.map((profile) => profile.id) } : null,
    {
      from: todayIn(timeZone).subtract({ days: 364 }).toString(),
      to: todayDay,
      compare: 'none',
      tz: timeZone,
    },
  );
  const [openedAt] = useState(() => new Date().toISOString());
  const suggestions = activity ? nextSlots(activity.best_times.top, openedAt, timeZone, 3) : [];
  const rateOf = (iso: string) => {
    const { day, hour } = localParts(iso, timeZone);
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

    return activity?.best_times.top.find((slot) => slot.weekday === weekday && slot.hour === hour)
      ?.avg_engagement_rate;
  };

  // Every change is kept in the browser shortly after it is typed.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies Stored),
      );
    }, AUTOSAVE_MS);

    return () => window.clearTimeout(timer);
  }, [values, storageKey, dirty]);

  const update = (change: Partial<ComposerValues>) => {
    setDirty(true);
    setValues((current) => ({ ...current, ...change }));
  };
  const setVariant = (id: string, change: { text?: string | undefined; kind?: PostKind | undefined }) =>
    update({ variants: { ...values.variants, [id]: { ...values.variants[id], ...change } } });

  const messages = (network: string) => ({
    tooLong: (max: number, used: number) => t('publishing.composer.tooLong', { network, max, used }),
    tooManyHashtags: (max: number, used: number) =>
      t('publishing.composer.tooManyHashtags', { network, max, used }),
    tooManyMentions: (max: number, used: number) =>
      t('publishing.composer.tooManyMentions', { network, max, used }),
    textRequired: () => t('publishing.composer.textRequired', { network }),
    mediaRequired: () => t('publishing.composer.mediaRequired', { network }),
    cannotPublish: () => t('publishing.composer.cannotPublish', { network }),
  });
  const checks = chosen.map((profile) => {
    const spec = specifications.get(profile.id);
    const network = `${networkName(profile.network)} (${profile.name})`;

    return {
      profile,
      check: spec
        ? checkText(network, spec, textFor(values, profile.id), values.media, messages(network))
        : null,
    };
  });
  const problems = checks.flatMap(({ check }) => check?.problems ?? []);
  // As many files as the strictest chosen network takes in one post.
  const maxItems = Math.min(10, ...chosen.map((profile) => specifications.get(profile.id)?.max_items ?? 10));
  const firstCommentAllowed = chosen.some((profile) => specifications.get(profile.id)?.first_comment);
  const at = scheduledAt(values, timeZone);

  const fieldError = (name: string) => errors[name]?.[0];
  const linkPreview = useLinkPreview(values.link).preview;
  const save = async (options: { queue?: boolean } = {}) => {
    setFormError(null);
    setErrors({});
    const local: Record<string, string[]> = {};
    if (values.profile_ids.length === 0) local.profile_ids = [t('publishing.composer.chooseProfile')];
    if (options.queue) {
      // Each profile's own next free slot: the server picks them.
    } else if (values.when === 'schedule' && (!values.date || !values.time))
      local.scheduled_at = [t('publishing.composer.chooseTime')];
    else if (at !== null && hasPassed(at)) local.scheduled_at = [t('publishing.composer.pastTime')];
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setRefusals((count) => count + 1);

      return;
    }
    setSaving(true);
    try {
      let saved: TSchedulerPost[];
      if (post) {
        const kind = kindFor(values, post.profile_id, specifications.get(post.profile_id));
        let updated = await actions.update(post.id, {
          text: textFor(values, post.profile_id),
          kind,
          media: values.media,
          first_comment: values.first_comment.trim() === '' ? null : values.first_comment,
          link: values.link.trim() === '' ? null : values.link.trim(),
          location: values.variants[post.profile_id]?.location ?? null,
          scheduled_at: at,
          publish_mode: values.publish_mode,
        });
        if (at && updated.status === 'draft') updated = await actions.setStatus(post.id, 'schedule');
        if (!at && updated.status === 'scheduled') updated = await actions.setStatus(post.id, 'unschedule');
        saved = [updated];
      } else {
        saved = await actions.create({
          ...toCreateRequest(values, specifications, timeZone),
          ...(options.queue ? { queue: true, scheduled_at: null } : {}),
        });
      }
      window.localStorage.removeItem(storageKey);
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) setErrors(error.errors);
      else setFormError(formErrorMessage(t, error));
      setRefusals((count) => count + 1);
    } finally {
      setSaving(false);
    }
  };

  // Everything that stopped the save, listed once at the top (the fields say theirs again where they are).
  const summary = [...new Set(Object.values(errors).flat())];
  const previewProfile = byId.get(tab) ?? chosen[0];
  const previewKind = previewProfile
    ? kindFor(values, previewProfile.id, specifications.get(previewProfile.id))
    : 'post';
  const tabs = [
    { id: ALL, label: t('publishing.composer.allProfiles') },
    ...chosen.map((profile) => ({
      id: profile.id,
      label: `${networkName(profile.network)} · ${profile.name}`,
    })),
  ];

  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      size="lg"
      isDismissable={false}
      title={post ? t('publishing.composer.editTitle') : t('publishing.composer.title')}
      closeLabel={t('common.close')}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" isLoading={isSaving} onPress={() => void save()}>
            {values.when === 'schedule'
              ? t('publishing.composer.schedule')
              : t('publishing.composer.saveDraft')}
          </Button>
        </>
      )}
    >
      <Columns>
        <Stack gap={500}>
          {showRestored && restored && (
            <Banner
              tone="info"
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => {
                    window.localStorage.removeItem(storageKey);
                    setValues(
                      post ? fromPost(post, timeZone) : emptyComposer(initialProfileIds, initialSlot),
                    );
                    setShowRestored(false);
                  }}
                >
                  {t('publishing.composer.startOver')}
                </Button>
              }
            >
              {t('publishing.composer.restored', {
                when: formatDateTime(new Date(restored.savedAt), locale, timeZone),
              })}
            </Banner>
          )}
          {(formError || summary.length > 0) && (
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
          )}

          {!post && (
            <ProfileChoices
              aria-describedby={fieldError('profile_ids') ? 'composer-profiles-error' : undefined}
            >
              <legend>{t('publishing.composer.profiles')}</legend>
              {profiles.map((profile) => (
                <Checkbox
                  key={profile.id}
                  isSelected={values.profile_ids.includes(profile.id)}
                  isDisabled={!profile.is_active}
                  onChange={(isSelected) =>
                    update({
                      profile_ids: isSelected
                        ? [...values.profile_ids, profile.id]
                        : values.profile_ids.filter((id) => id !== profile.id),
                    })
                  }
                >
                  <Stack direction="row" gap={200} align="center">
                    <Avatar
                      name={profile.name}
                      src={profile.avatar_url}
                      size="sm"
                      network={profile.network}
                      isDecorative
                    />
                    <span>{`${profile.name} · ${networkName(profile.network)}`}</span>
                  </Stack>
                </Checkbox>
              ))}
              {fieldError('profile_ids') && (
                <Text id="composer-profiles-error" size="sm" tone="critical" role="alert">
                  {fieldError('profile_ids')}
                </Text>
              )}
            </ProfileChoices>
          )}

          <Tabs
            aria-label={t('publishing.composer.versions')}
            items={tabs}
            selectedKey={tabs.some((item) => item.id === tab) ? tab : ALL}
            onSelectionChange={setTab}
          >
            {(item) => {
              if (item.id === ALL)
                return (
                  <Stack gap={300}>
                    <TextArea
                      label={t('publishing.composer.text')}
                      description={chosen.length > 1 ? t('publishing.composer.textShared') : undefined}
                      value={values.text}
                      onChange={(text) => update({ text })}
                      rows={7}
                      errorMessage={fieldError('text')}
                    />
                    {insertSavedText?.({
                      onInsert: (saved) =>
                        update({
                          text: values.text.trim() === '' ? saved : `${values.text.trimEnd()}\n\n${saved}`,
                        }),
                    })}
                    <WritingTools
                      text={values.text}
                      onChange={(text) => update({ text })}
                      scope={{ profileIds: values.profile_ids }}
                    />
                    <Limits aria-label={t('publishing.composer.limits')}>
                      {checks.map(({ profile, check }) =>
                        check ? (
                          <li key={profile.id} data-over={check.problems.length > 0}>
                            {t('publishing.composer.limit', {
                              network: networkName(profile.network),
                              used: check.characters.used,
                              max: check.characters.max,
                            })}
                            {check.hashtags.max !== null &&
                              ` · ${t('publishing.composer.hashtagLimit', { used: check.hashtags.used, max: check.hashtags.max })}`}
                          </li>
                        ) : null,
                      )}
                    </Limits>
                  </Stack>
                );
              const profile = byId.get(item.id)!;
              const spec = specifications.get(profile.id);
              const own = values.variants[profile.id]?.text;

              return (
                <Stack gap={300}>
                  <Switch
                    isSelected={own !== undefined}
                    onChange={(isSelected) =>
                      setVariant(profile.id, { text: isSelected ? values.text : undefined })
                    }
                  >
                    {t('publishing.composer.customise', { network: networkName(profile.network) })}
                  </Switch>
                  {own !== undefined &&
                    insertSavedText?.({
                      profileId: profile.id,
                      onInsert: (saved) =>
                        setVariant(profile.id, {
                          text: own.trim() === '' ? saved : `${own.trimEnd()}\n\n${saved}`,
                        }),
                    })}
                  {own !== undefined && (
                    <WritingTools
                      text={own}
                      onChange={(text) => setVariant(profile.id, { text })}
                      scope={{ profileId: profile.id }}
                    />
                  )}
                  {own !== undefined && (
                    <TextArea
                      label={t('publishing.composer.textFor', { profile: profile.name })}
                      value={own}
                      onChange={(text) => setVariant(profile.id, { text })}
                      rows={6}
                      errorMessage={errors[`variants.${profile.id}.text`]?.[0]}
                    />
                  )}
                  {spec && spec.kinds.length > 1 && (
                    <Select
                      label={t('publishing.composer.format')}
                      items={spec.kinds.map((kind) => ({ id: kind, label: t(`publishing.kinds.${kind}`) }))}
                      selectedKey={kindFor(values, profile.id, spec)}
                      onSelectionChange={(kind) => setVariant(profile.id, { kind: kind as PostKind })}
                    />
                  )}
                </Stack>
              );
            }}
          </Tabs>

          {problems.length > 0 && (
            <Banner tone="warning" title={t('publishing.composer.notYet')}>
              <ul>
                {problems.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Banner>
          )}

          {pickMedia && (
            <Stack gap={200}>
              <Text size="sm" weight="medium" id="composer-media">
                {t('publishing.composer.media', { count: values.media.length, max: maxItems })}
              </Text>
              {values.media.length > 0 && (
                <MediaList aria-labelledby="composer-media">
                  {values.media.map((item, index) => (
                    <li key={`${item.url}-${index}`}>
                      {item.type === 'image' ? (
                        <img src={item.url} alt={item.alt_text ?? ''} />
                      ) : (
                        <MediaKind>
                          {t(`publishing.kinds.${item.type === 'video' ? 'video' : 'document'}`)}
                        </MediaKind>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={() => update({ media: values.media.filter((_, other) => other !== index) })}
                      >
                        {t('publishing.composer.removeMedia', { index: index + 1 })}
                      </Button>
                    </li>
                  ))}
                </MediaList>
              )}
              <div>
                <Button
                  variant="secondary"
                  iconStart={<ImagePlus aria-hidden="true" />}
                  isDisabled={values.media.length >= maxItems}
                  onPress={() => setPicking(true)}
                >
                  {t('publishing.composer.addMedia')}
                </Button>
              </div>
              {fieldError('media') && (
                <Text size="sm" tone="critical" role="alert">
                  {fieldError('media')}
                </Text>
              )}
              {pickMedia({
                isOpen: isPicking,
                onOpenChange: setPicking,
                max: Math.max(1, maxItems - values.media.length),
                onPicked: (media) => update({ media: [...values.media, ...media].slice(0, maxItems) }),
              })}
            </Stack>
          )}

          {firstCommentAllowed && (
            <TextArea
              label={t('publishing.composer.firstComment')}
              description={t('publishing.composer.firstCommentHelp')}
              value={values.first_comment}
              onChange={(first_comment) => update({ first_comment })}
              rows={2}
              errorMessage={fieldError('first_comment')}
            />
          )}
          <TextField
            label={t('publishing.composer.link')}
            type="url"
            value={values.link}
            onChange={(link) => update({ link })}
            errorMessage={fieldError('link')}
          />
          {values.link.trim() !== '' && (
            <LinkPreviewCard link={values.link} onRemove={() => update({ link: '' })} />
          )}
          <ComposerPlaces
            {...{ profiles: chosen, specifications, errors, variants: values.variants }}
            onChange={(variants) => update({ variants })}
          />

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
                        update({
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
          )}
          {!post && (
            <QueueSlots
              profiles={chosen}
              timeZone={timeZone}
              locale={locale}
              onUse={(slot) => update({ when: 'schedule', ...slot })}
              onAddToQueue={() => void save({ queue: true })}
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
                errorMessage={fieldError('scheduled_at')}
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
          {!post && (
            <Checkbox
              isSelected={values.approval_required}
              onChange={(approval_required) => update({ approval_required })}
              description={t('publishing.composer.approvalHelp')}
            >
              {t('publishing.composer.approval')}
            </Checkbox>
          )}
        </Stack>

        <PreviewColumn>
          <Text weight="semibold">{t('publishing.composer.preview')}</Text>
          {previewProfile ? (
            <PostPreview
              network={previewProfile.network}
              format={previewFormat(previewProfile.network, previewKind)}
              author={{
                name: previewProfile.name,
                handle: previewProfile.handle ?? undefined,
                avatarUrl: previewProfile.avatar_url,
              }}
              caption={textFor(values, previewProfile.id)}
              media={values.media.map((item) => ({
                kind: item.type === 'video' ? 'video' : 'image',
                url: item.url,
                alt: item.alt_text ?? '',
                aspectRatio: item.width && item.height ? item.width / item.height : undefined,
              }))}
              firstComment={values.first_comment || undefined}
              link={
                linkPreview ? toPostLink(linkPreview, t('publishing.composer.linkCard.untitled')) : undefined
              }
              location={values.variants[previewProfile.id]?.location?.name}
              timestampLabel={
                at
                  ? t('publishing.composer.scheduledFor', {
                      when: formatDateTime(new Date(at), locale, timeZone),
                    })
                  : t('publishing.composer.draftLabel')
              }
              labels={{
                more: t('publishing.preview.more'),
                previousSlide: t('publishing.preview.previous'),
                nextSlide: t('publishing.preview.next'),
                firstComment: t('publishing.composer.firstComment'),
              }}
            />
          ) : (
            <Text tone="secondary" size="sm">
              {t('publishing.composer.previewEmpty')}
            </Text>
          )}
        </PreviewColumn>
      </Columns>
    </Dialog>
  );
}
