import type { TSchedulerPost } from '@contracts/publishing.ts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMedias } from '@/api/analytics.ts';
import { useSchedulerActions, useSchedulerPosts } from '@/api/publishing.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { useSignedInUser } from '@/api/user.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { dateFormat } from '../post-status.tsx';
import { feedItems, gridProfiles, plannedPosts, timesForOrder } from './feed-items.ts';

const DAY_MS = 86_400_000;
/** How far ahead the grid shows planned posts. */
const AHEAD_DAYS = 90;

/**
 * A profile's feed as its followers will see it: the planned posts of the next 90 days above its latest 24
 * published ones. The profile is the address's `?profile=` (the first with a grid by default). `reorder`
 * gives the planned posts each other's times; `problem` says, in words, why it failed. `openPost` is the
 * planned post opened in the drawer.
 */
export function useFeedPreview() {
  const { t, i18n } = usePublishingText();
  const user = useSignedInUser();
  const timeZone = user.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = i18n.language;
  const [params, setParams] = useSearchParams();
  const { profiles } = useSocialProfiles();
  const candidates = gridProfiles(profiles ?? []);
  const profileId = params.get('profile') ?? candidates[0]?.id ?? null;
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
  const planned = plannedPosts(posts ?? [], profileId);
  const when = (iso: string) =>
    dateFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));

  return {
    timeZone,
    locale,
    candidates,
    profileId,
    profile: candidates.find((entry) => entry.id === profileId),
    selectProfile: (id: string) => setParams({ profile: id }, { replace: true }),
    /** The planned posts could not be loaded (and none were before). */
    failed: Boolean(error) && !posts,
    retry,
    counts: { planned: planned.length, published: published.length },
    items: feedItems(planned, published, {
      plannedFor: (iso) => t('publishing.feed.plannedFor', { when: when(iso) }),
      badge: (iso) => dateFormat(locale, { day: 'numeric', month: 'short', timeZone }).format(new Date(iso)),
      publishedOn: (iso) => t('publishing.feed.publishedOn', { when: when(iso) }),
    }),
    problem,
    reorder: async (ids: string[]) => {
      setProblem(null);
      try {
        for (const { post, at } of timesForOrder(planned, ids)) await actions.move(post, at);
      } catch (failure) {
        setProblem(formErrorMessage(t, failure));
      }
    },
    openPost,
    open: (id: string) => setOpenPost(planned.find((post) => post.id === id) ?? null),
    close: () => setOpenPost(null),
  };
}

export type FeedPreview = ReturnType<typeof useFeedPreview>;
