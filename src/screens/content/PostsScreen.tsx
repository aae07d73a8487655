import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/design-system/PageHeader';
import { Stack } from '@/design-system/Stack';
import {
  PostKindSelect,
  PostsTable,
  RangeControl,
  useAnalyticsRange,
  useAnalyticsScope,
  usePostsOrder,
} from '@/features/analytics/index.ts';
import { AddToCampaign } from '@/features/campaigns/index.ts';

/** /content/posts: every post of the selection in the period, with its figures, sorted by any of them. */
export default function PostsScreen() {
  const { t } = useTranslation();
  const { scope, description } = useAnalyticsScope();
  const { range } = useAnalyticsRange();
  const posts = usePostsOrder();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('analytics.sections.posts')}
        subtitle={t('analytics.intro.posts', { scope: description })}
        actions={
          <Stack direction="row" gap={300} align="end" wrap>
            <PostKindSelect kind={posts.kind} onChange={posts.setKind} />
            <RangeControl />
          </Stack>
        }
      />
      <AddToCampaign selected={selected} onAdded={() => setSelected(new Set())} />
      <PostsTable
        scope={scope}
        {...posts.table}
        range={{ from: range.from, to: range.to, tz: range.tz }}
        label={t('analytics.posts.title')}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
    </Stack>
  );
}
