import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { Stack } from '@/design-system/Stack';
import { TextArea } from '@/design-system/TextArea';
import { TextField } from '@/design-system/TextField';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { scheduledAt } from '../composer-model.ts';
import { LinkPreviewCard } from '../LinkPreviewCard.tsx';
import { ComposerPlaces } from '../LocationPicker.tsx';
import type { ComposerProps } from './composer-props.ts';
import { ComposerMedia } from './ComposerMedia.tsx';
import { ProblemsBanner, RefusalSummary, RestoredBanner } from './ComposerNotices.tsx';
import { ComposerPreview } from './ComposerPreview.tsx';
import { ComposerSchedule } from './ComposerSchedule.tsx';
import { ALL, ComposerVersions } from './ComposerVersions.tsx';
import { ProfileChoices } from './ProfileChoices.tsx';
import { useComposerChecks } from './use-composer-checks.ts';
import { useComposerDraft } from './use-composer-draft.ts';
import { useComposerSave } from './use-composer-save.ts';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

/** The composer's dialog, mounted while it is open: the form on the left, the preview on the right. */
export function ComposerDialog({
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
  const draft = useComposerDraft({ userId, post, timeZone, profiles, initialProfileIds, initialSlot });
  const { values, update } = draft;
  const [tab, setTab] = useState<string>(ALL);
  const byId = useMemo(() => new Map(profiles.map((profile) => [profile.id, profile])), [profiles]);
  const chosen = values.profile_ids.map((id) => byId.get(id)).filter((profile) => profile !== undefined);
  const { checks, problems, maxItems, firstCommentAllowed } = useComposerChecks(
    values,
    chosen,
    specifications,
  );
  const at = scheduledAt(values, timeZone);
  const { save, isSaving, errors, formError, summaryRef, fieldError, summary } = useComposerSave({
    values,
    at,
    post,
    specifications,
    timeZone,
    onSaved,
    onOpenChange,
    forget: draft.forget,
  });

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
          {draft.restoredAt && (
            <RestoredBanner
              {...{ locale, timeZone }}
              savedAt={draft.restoredAt}
              onStartOver={draft.startOver}
            />
          )}
          {(formError || summary.length > 0) && <RefusalSummary {...{ summaryRef, formError, summary }} />}

          {!post && (
            <ProfileChoices
              profiles={profiles}
              chosenIds={values.profile_ids}
              onChange={(profile_ids) => update({ profile_ids })}
              error={fieldError('profile_ids')}
            />
          )}

          <ComposerVersions
            {...{ draft, chosen, specifications, checks, errors, insertSavedText, tab }}
            onTabChange={setTab}
          />

          {problems.length > 0 && <ProblemsBanner problems={problems} />}

          {pickMedia && (
            <ComposerMedia
              {...{ maxItems, pickMedia }}
              media={values.media}
              onChange={(media) => update({ media })}
              error={fieldError('media')}
            />
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

          <ComposerSchedule
            {...{ values, update, chosen, isSaving, locale, timeZone }}
            isNew={!post}
            onAddToQueue={() => void save({ queue: true })}
            error={fieldError('scheduled_at')}
          />
        </Stack>

        <ComposerPreview
          {...{ values, specifications, at, locale, timeZone }}
          profile={byId.get(tab) ?? chosen[0]}
        />
      </Columns>
    </Dialog>
  );
}
