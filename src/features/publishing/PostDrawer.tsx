import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { type PostStatusEvent, useSchedulerActions, useSchedulerPostEvents } from '@/api/publishing.ts';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Drawer } from '@/design-system/Drawer';
import { Heading } from '@/design-system/Heading';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formatDateTime, localizeInstants } from '@/lib/dates.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { nextPostStatus } from '@statecharts/post-lifecycle/post-lifecycle.machine.ts';
import { previewFormat } from './composer-model.ts';
import { STATUS_BADGE, StatusIcon } from './post-status.tsx';
import { PostPreview } from '@/design-system/PostPreview';
import { canConvert, PostConvert, PostNotes, PostReminderAnswer } from './post-actions/index.ts';

/** The lifecycle events a person can send, in the order their buttons show. */
const USER_EVENTS: readonly PostStatusEvent[] = [
  'approval.granted',
  'approval.refused',
  'approval.requested',
  'schedule',
  'reschedule',
  'unschedule',
];

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[50]};
    padding-inline-start: ${({ theme }) => theme.space[300]};
    border-inline-start: 2px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

/** The events a post's status allows (the same machine the server checks with). */
export function availableEvents(post: TSchedulerPost): PostStatusEvent[] {
  return USER_EVENTS.filter(
    (event) =>
      nextPostStatus(
        {
          status: post.status,
          approvalRequired: post.approval_required,
          publishMode: post.publish_mode,
          failureReason: post.failure_reason,
        },
        { type: event },
      ) !== null &&
      // Scheduling needs a time; a draft without one is given one in the editor.
      !((event === 'schedule' || event === 'reschedule') && post.scheduled_at === null) &&
      // A due reminder is answered in its own panel ("I won't publish it" puts it back to drafts).
      !(event === 'unschedule' && post.status === 'notification_due'),
  );
}

type PostDrawerProps = {
  post: TSchedulerPost | null;
  profile: TSocialProfile | undefined;
  timeZone: string;
  locale: string;
  onClose: () => void;
  onEdit: (post: TSchedulerPost) => void;
};

/** A post's details: how it will look, where it stands and why, what can be done, and its history. */
export function PostDrawer({ post, profile, timeZone, locale, onClose, onEdit }: PostDrawerProps) {
  const { t } = usePublishingText();

  return (
    <Drawer
      isOpen={post !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('publishing.details.title')}
      closeLabel={t('common.close')}
      width="lg"
    >
      {post && (
        <PostDetails
          key={post.id}
          post={post}
          profile={profile}
          timeZone={timeZone}
          locale={locale}
          onEdit={onEdit}
        />
      )}
    </Drawer>
  );
}

function PostDetails({
  post,
  profile,
  timeZone,
  locale,
  onEdit,
}: Omit<PostDrawerProps, 'post' | 'onClose'> & { post: TSchedulerPost }) {
  const { t } = usePublishingText();
  const actions = useSchedulerActions();
  const { events, isLoading } = useSchedulerPostEvents(post.id);
  const [current, setCurrent] = useState(post);
  const [busy, setBusy] = useState<PostStatusEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (next: TSchedulerPost, message: string) => {
    setCurrent(next);
    setError(null);
    setNotice(message);
  };
  const editable = !['publishing', 'published'].includes(current.status);
  const when = current.scheduled_at
    ? formatDateTime(new Date(current.scheduled_at), locale, timeZone)
    : t('publishing.chip.noTime');

  const send = async (event: PostStatusEvent) => {
    setBusy(event);
    setError(null);
    setNotice(null);
    try {
      setCurrent(await actions.setStatus(current.id, event));
    } catch (failure) {
      setError(formErrorMessage(t, failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={600}>
      <Stack gap={300}>
        <Stack direction="row" gap={300} align="center" wrap>
          <Badge tone={STATUS_BADGE[current.status]} icon={<StatusIcon post={current} />}>
            {t(`publishing.status.${current.status}`)}
          </Badge>
          <Text tone="secondary">
            {profile
              ? `${profile.name} · ${networkName(profile.network)}`
              : t('publishing.chip.unknownProfile')}
          </Text>
        </Stack>
        <Text>
          {current.status === 'published' && current.published_at
            ? t('publishing.details.publishedAt', {
                when: formatDateTime(new Date(current.published_at), locale, timeZone),
              })
            : t('publishing.details.plannedAt', { when })}
        </Text>
        {current.permalink && (
          <Link href={current.permalink} variant="standalone" target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" size={16} /> {t('publishing.details.viewOnNetwork')}
          </Link>
        )}
      </Stack>

      {current.is_stuck && (
        <Banner tone="warning" title={t('publishing.details.stuckTitle')}>
          {t('publishing.details.stuckBody')}
        </Banner>
      )}
      {current.status === 'failed' && (
        <Banner tone="critical" title={t(`publishing.failure.${current.failure_reason ?? 'rejected'}`)}>
          <Stack gap={200}>
            <span>{current.failure_message}</span>
            <span>{t(`publishing.failure.${current.failure_reason ?? 'rejected'}Help`)}</span>
            {current.failure_reason === 'reconnect' && (
              <Link href="/social-profiles">{t('publishing.failure.reconnectLink')}</Link>
            )}
          </Stack>
        </Banner>
      )}
      {current.status === 'notification_due' && <PostReminderAnswer post={current} onChanged={changed} />}
      {notice && (
        <Banner tone="success" role="status">
          {notice}
        </Banner>
      )}
      {error && (
        <Banner tone="critical" role="alert">
          {error}
        </Banner>
      )}

      <Stack direction="row" gap={300} wrap>
        {editable && (
          <Button variant="secondary" onPress={() => onEdit(current)}>
            {t('publishing.details.edit')}
          </Button>
        )}
        {availableEvents(current).map((event) => (
          <Button
            key={event}
            variant={event === 'unschedule' || event === 'approval.refused' ? 'secondary' : 'primary'}
            isLoading={busy === event}
            isDisabled={busy !== null && busy !== event}
            onPress={() => void send(event)}
          >
            {t(`publishing.events.${event}`)}
          </Button>
        ))}
      </Stack>
      {canConvert(current) && <PostConvert post={current} onChanged={changed} />}

      {profile && (
        <PostPreview
          network={profile.network}
          format={previewFormat(profile.network, current.kind)}
          author={{ name: profile.name, handle: profile.handle ?? undefined, avatarUrl: profile.avatar_url }}
          caption={current.text}
          media={current.media.map((item) => ({
            kind: item.type === 'video' ? 'video' : 'image',
            url: item.url,
            alt: item.alt_text ?? '',
            aspectRatio: item.width && item.height ? item.width / item.height : undefined,
          }))}
          firstComment={current.first_comment ?? undefined}
          location={current.location?.name}
          timestampLabel={when}
          labels={{
            more: t('publishing.preview.more'),
            previousSlide: t('publishing.preview.previous'),
            nextSlide: t('publishing.preview.next'),
            firstComment: t('publishing.composer.firstComment'),
          }}
        />
      )}

      <PostNotes postId={current.id} timeZone={timeZone} />

      <Stack gap={300}>
        <Heading level={3}>{t('publishing.details.history')}</Heading>
        {isLoading ? (
          <Skeleton height="64px" />
        ) : (
          <History>
            {(events ?? []).map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <Text size="sm" weight="medium">
                  {event.to_status ? t(`publishing.status.${event.to_status}`) : event.type}
                </Text>
                <Text size="xs" tone="secondary">
                  {formatDateTime(new Date(event.at), locale, timeZone)}
                </Text>
                {event.message && <Text size="sm">{localizeInstants(event.message, locale, timeZone)}</Text>}
              </li>
            ))}
          </History>
        )}
      </Stack>
    </Stack>
  );
}
