import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { useMedias } from '@/api/analytics.ts';
import { useSchedulerActions, useSchedulerPosts } from '@/api/publishing.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { useSignedInUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { EmptyState } from '@/design-system/EmptyState';
import { FeedGrid, type FeedGridItem } from '@/design-system/FeedGrid';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { LoadFailed } from '@/features/analytics/index.ts';
import { PostDrawer, dateFormat } from '@/features/publishing/index.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';

const DAY_MS = 86_400_000;
/** How far ahead the grid shows planned posts. */
const AHEAD_DAYS = 90;
/** Networks whose profile page is a grid of posts. */
const GRID_NETWORKS = new Set(['instagram', 'tiktok', 'pinterest', 'facebook']);
/** Still on the calendar: these can take another post's place in the grid. */
const PLANNED = new Set<TSchedulerPost['status']>(['draft', 'awaiting_approval', 'approved', 'scheduled']);

const feedKind = (post: Pick<TSchedulerPost, 'kind' | 'media'>): FeedGridItem['kind'] =>
  post.kind === 'carousel' || post.media.length > 1
    ? 'carousel'
    : post.kind === 'reel' || post.kind === 'short'
      ? 'reel'
      : post.media[0]?.type === 'video'
        ? 'video'
        : 'image';

/**
 * The planned posts given each other's times in a new order: the times stay where they were on the calendar, the
 * posts swap places (the grid shows newest first, so the first planned tile gets the latest time).
 */
export function timesForOrder(planned: readonly TSchedulerPost[], order: readonly string[]) {
  const times = planned
    .map((post) => post.scheduled_at!)
    .toSorted()
    .toReversed();
  const byId = new Map(planned.map((post) => [post.id, post]));

  return order
    .filter((id) => byId.has(id))
    .map((id, index) => ({ post: byId.get(id)!, at: times[index]! }))
    .filter(({ post, at }) => post.scheduled_at !== at);
}

/**
 * /publishing/scheduler/feed-preview: a profile's grid as its followers will see it, the planned posts above
 * the published ones; drag planned posts to reorder them (they exchange their times).
 */
export default function FeedPreviewScreen() {
  const { t, i18n } = usePublishingText();
  const user = useSignedInUser();
  const timeZone = user.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { profiles } = useSocialProfiles();
  const candidates = (profiles ?? []).filter((profile) => GRID_NETWORKS.has(profile.network));
  const profileId = params.get('profile') ?? candidates[0]?.id ?? null;
  const profile = candidates.find((entry) => entry.id === profileId);
  const [now] = useState(() => Date.now());
  const window = useMemo(
    () => ({ from: new Date(now).toISOString(), to: new Date(now + AHEAD_DAYS * DAY_MS).toISOString() }),
    [now],
  );
  const { posts, error, retry } = useSchedulerPosts(window);
  const { items: published } = useMedias(profileId ? { kind: 'profile', id: profileId } : null, {
    sort: 'published_at',
    order: 'desc',
    limit: 24,
  });
  const actions = useSchedulerActions();
  const [openPost, setOpenPost] = useState<TSchedulerPost | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const planned = (posts ?? [])
    .filter((post) => post.profile_id === profileId && PLANNED.has(post.status) && post.scheduled_at)
    .toSorted((a, b) => (a.scheduled_at! < b.scheduled_at! ? 1 : -1));
  const when = (iso: string) =>
    dateFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));
  const items: FeedGridItem[] = [
    ...planned.map((post) => ({
      id: post.id,
      thumbnailUrl: post.media[0]?.type === 'image' ? post.media[0].url : null,
      kind: feedKind(post),
      isPlanned: true,
      label: t('publishing.feed.plannedFor', { when: when(post.scheduled_at!) }),
      badge: dateFormat(i18n.language, { day: 'numeric', month: 'short', timeZone }).format(
        new Date(post.scheduled_at!),
      ),
    })),
    ...published.map((media) => ({
      id: media.id,
      thumbnailUrl: media.thumbnail_url,
      kind: (['carousel', 'reel', 'video'].includes(media.kind)
        ? media.kind
        : 'image') as FeedGridItem['kind'],
      isPlanned: false,
      label: t('publishing.feed.publishedOn', { when: when(media.published_at) }),
    })),
  ];

  const reorder = async (ids: string[]) => {
    setProblem(null);
    try {
      for (const { post, at } of timesForOrder(planned, ids)) await actions.move(post, at);
    } catch (failure) {
      setProblem(formErrorMessage(t, failure));
    }
  };

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('publishing.feed.title')}
        subtitle={t('publishing.feed.intro')}
        actions={
          <Link href="/publishing/scheduler" variant="standalone">
            <ArrowLeft aria-hidden="true" size={16} /> {t('publishing.feed.back')}
          </Link>
        }
      />
      {candidates.length === 0 ? (
        <EmptyState size="sm" title={t('publishing.feed.none')} description={t('publishing.feed.noneBody')} />
      ) : (
        <>
          <Stack direction="row" gap={400} align="end" wrap>
            <Select
              label={t('publishing.feed.profile')}
              items={candidates.map((entry) => ({
                id: entry.id,
                label: `${entry.name} · ${networkName(entry.network)}`,
              }))}
              selectedKey={profileId}
              onSelectionChange={(key) => setParams({ profile: key }, { replace: true })}
            />
            <Text size="sm" tone="secondary">
              {t('publishing.feed.counts', { planned: planned.length, published: published.length })}
            </Text>
          </Stack>
          {problem && (
            <Banner tone="critical" role="alert">
              {problem}
            </Banner>
          )}
          {error && !posts ? (
            <LoadFailed retry={retry} />
          ) : (
            <div style={{ maxWidth: 560 }}>
              <FeedGrid
                aria-label={t('publishing.feed.gridLabel', { profile: profile?.name ?? '' })}
                items={items}
                plannedLabel={t('publishing.feed.planned')}
                tileAspectRatio={profile?.network === 'instagram' ? 3 / 4 : 1}
                onReorder={(ids) => void reorder(ids)}
                onAction={(id) => setOpenPost(planned.find((post) => post.id === id) ?? null)}
                emptyState={<Text tone="secondary">{t('publishing.feed.empty')}</Text>}
              />
            </div>
          )}
        </>
      )}
      <PostDrawer
        post={openPost}
        profile={profile}
        timeZone={timeZone}
        locale={i18n.language}
        onClose={() => setOpenPost(null)}
        onEdit={(post) =>
          void navigate(`/publishing/scheduler?view=list&date=${post.scheduled_at?.slice(0, 10) ?? ''}`)
        }
      />
    </Stack>
  );
}
