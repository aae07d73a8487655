import { useEffect, useRef, useState } from 'react';
import type { TPublishingSpecification, TSchedulerPost } from '@contracts/publishing.ts';
import { isApiError } from '@/api/client.ts';
import { useSchedulerActions } from '@/api/publishing.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { kindFor, textFor, toCreateRequest, type ComposerValues } from '../composer-model.ts';

const hasPassed = (iso: string) => Date.parse(iso) < Date.now();

type SaveOptions = {
  values: ComposerValues;
  /** When the post is scheduled for, or null for a draft. */
  at: string | null;
  post: TSchedulerPost | undefined;
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  timeZone: string;
  onSaved: (posts: TSchedulerPost[]) => void;
  onOpenChange: (isOpen: boolean) => void;
  /** Forgets what the browser kept of the post, once it is saved. */
  forget: () => void;
};

/**
 * Saves the post: checks what the server would refuse first (no profile, no time, a time past), then creates
 * the posts or updates the one edited (scheduling or unscheduling it to match). What stopped a save is kept
 * per field, and each refusal moves focus to the summary at the top of the dialog.
 */
export function useComposerSave({
  values,
  at,
  post,
  specifications,
  timeZone,
  onSaved,
  onOpenChange,
  forget,
}: SaveOptions) {
  const { t } = usePublishingText();
  const actions = useSchedulerActions();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // Each refused save moves focus to the summary of what is wrong, at the top of the dialog.
  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const update = async (edited: TSchedulerPost) => {
    const kind = kindFor(values, edited.profile_id, specifications.get(edited.profile_id));
    let updated = await actions.update(edited.id, {
      text: textFor(values, edited.profile_id),
      kind,
      media: values.media,
      first_comment: values.first_comment.trim() === '' ? null : values.first_comment,
      link: values.link.trim() === '' ? null : values.link.trim(),
      location: values.variants[edited.profile_id]?.location ?? null,
      scheduled_at: at,
      publish_mode: values.publish_mode,
    });
    if (at && updated.status === 'draft') updated = await actions.setStatus(edited.id, 'schedule');
    if (!at && updated.status === 'scheduled') updated = await actions.setStatus(edited.id, 'unschedule');

    return [updated];
  };

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
      const saved = post
        ? await update(post)
        : await actions.create({
            ...toCreateRequest(values, specifications, timeZone),
            ...(options.queue ? { queue: true, scheduled_at: null } : {}),
          });
      forget();
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

  return {
    save,
    isSaving,
    errors,
    formError,
    summaryRef,
    /** The first thing wrong with a field, as the server or the checks above named it. */
    fieldError: (name: string) => errors[name]?.[0],
    // Everything that stopped the save, listed once at the top (the fields say theirs again where they are).
    summary: [...new Set(Object.values(errors).flat())],
  };
}
