import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { isApiError } from '@/api/client.ts';
import { usePublishingSpecifications } from '@/api/publishing.ts';
import { useSchedulingActions } from '@/api/scheduling.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Heading } from '@/design-system/Heading';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { nextPostStatus } from '@statecharts/post-lifecycle/post-lifecycle.machine.ts';
import { useSchedulingText } from '@/lib/scheduling-text.ts';

type Props = {
  post: TSchedulerPost;
  /** The post as the server answered a change. */
  onChanged: (post: TSchedulerPost, message: string) => void;
};

/** Whether the post's publishing mode can still change (the lifecycle's `mode.changed`). */
export function canConvert(post: TSchedulerPost): boolean {
  return (
    nextPostStatus(
      {
        status: post.status,
        approvalRequired: post.approval_required,
        publishMode: post.publish_mode,
        failureReason: post.failure_reason,
      },
      { type: 'mode.changed', publishMode: post.publish_mode === 'auto' ? 'notification' : 'auto' },
    ) !== null
  );
}

function useErrorText() {
  const { t } = useTranslation();

  return (failure: unknown) =>
    isApiError(failure) && failure.status === 422
      ? Object.values(failure.errors ?? {})
          .flat()
          .join(' ') || failure.message
      : formErrorMessage(t, failure);
}

/**
 * How a post is published — automatically, or a reminder to publish it by hand — and its format, changed
 * from the drawer; the server checks the change against the network again.
 */
export function PostConvert({ post, onChanged }: Props) {
  const { t } = useSchedulingText();
  const { t: app } = usePublishingText();
  const { specifications } = usePublishingSpecifications();
  const actions = useSchedulingActions();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<'mode' | 'kind' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const networkKinds =
    specifications?.find((entry) => entry.profile_id === post.profile_id)?.specification.kinds ?? [];
  // The post's own format is always listed, even one its network does not offer.
  const kinds = [...new Set([post.kind, ...networkKinds])];

  const convert = async (which: 'mode' | 'kind', body: Parameters<typeof actions.convert>[1]) => {
    setBusy(which);
    setError(null);
    try {
      const saved = await actions.convert(post.id, body);
      onChanged(
        saved,
        t('convert.converted', {
          what:
            which === 'kind'
              ? t('convert.nowFormat', { kind: app(`publishing.kinds.${saved.kind}`).toLowerCase() })
              : t(saved.publish_mode === 'auto' ? 'convert.nowAuto' : 'convert.nowNotification'),
        }),
      );
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={300}>
      <Heading level={3}>{t('convert.title')}</Heading>
      <Text size="sm">{t(post.publish_mode === 'auto' ? 'convert.auto' : 'convert.notification')}</Text>
      {error && (
        <Banner tone="critical" role="alert">
          {error}
        </Banner>
      )}
      <Stack direction="row" gap={300} align="end" wrap>
        <Select
          label={t('convert.format')}
          items={kinds.map((kind) => ({ id: kind, label: app(`publishing.kinds.${kind}`) }))}
          selectedKey={post.kind}
          isDisabled={busy !== null}
          onSelectionChange={(kind) => {
            if (kind !== post.kind) void convert('kind', { kind: kind as TSchedulerPost['kind'] });
          }}
        />
        <Button
          variant="secondary"
          isLoading={busy === 'mode'}
          isDisabled={busy !== null && busy !== 'mode'}
          onPress={() =>
            void convert('mode', { publish_mode: post.publish_mode === 'auto' ? 'notification' : 'auto' })
          }
        >
          {t(post.publish_mode === 'auto' ? 'convert.toNotification' : 'convert.toAuto')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A due post published by hand: "I published it" (with the live post's address, optional), "I won't publish
 * it", or "Remind me again".
 */
export function PostReminderAnswer({ post, onChanged }: Props) {
  const { t } = useSchedulingText();
  const actions = useSchedulingActions();
  const errorText = useErrorText();
  const [permalink, setPermalink] = useState('');
  const [busy, setBusy] = useState<'published' | 'declined' | 'again' | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const run = async (which: 'published' | 'declined' | 'again') => {
    setBusy(which);
    setError(null);
    setFieldError(undefined);
    try {
      if (which === 'again') onChanged(await actions.remindAgain(post.id), t('reminder.reminded'));
      else {
        const saved = await actions.answerReminder(post.id, {
          published: which === 'published',
          ...(which === 'published' && permalink.trim() ? { permalink: permalink.trim() } : {}),
        });
        onChanged(saved, t(which === 'published' ? 'reminder.markedPublished' : 'reminder.backToDraft'));
      }
    } catch (failure) {
      if (isApiError(failure) && failure.errors?.permalink) setFieldError(failure.errors.permalink.join(' '));
      else setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Banner tone="warning" title={t('reminder.title')}>
      <Stack gap={300}>
        <span>{t('reminder.body')}</span>
        {error && (
          <Banner tone="critical" role="alert">
            {error}
          </Banner>
        )}
        <TextField
          label={t('reminder.permalink')}
          description={t('reminder.permalinkHint')}
          type="url"
          value={permalink}
          onChange={(value) => {
            setPermalink(value);
            setFieldError(undefined);
          }}
          {...(fieldError ? { errorMessage: fieldError } : {})}
        />
        <Stack direction="row" gap={300} wrap>
          <Button
            variant="primary"
            isLoading={busy === 'published'}
            isDisabled={busy !== null && busy !== 'published'}
            onPress={() => void run('published')}
          >
            {t('reminder.published')}
          </Button>
          <Button
            variant="secondary"
            isLoading={busy === 'declined'}
            isDisabled={busy !== null && busy !== 'declined'}
            onPress={() => void run('declined')}
          >
            {t('reminder.notPublished')}
          </Button>
          <Button
            variant="secondary"
            isLoading={busy === 'again'}
            isDisabled={busy !== null && busy !== 'again'}
            onPress={() => void run('again')}
          >
            {t('reminder.again')}
          </Button>
        </Stack>
      </Stack>
    </Banner>
  );
}
