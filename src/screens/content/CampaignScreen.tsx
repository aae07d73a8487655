import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAlbum, useAlbumActions } from '@/api/analytics.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { useCurrentUser } from '@/api/user.ts';
import { AlertDialog } from '@/design-system/Dialog';
import { BarChart } from '@/design-system/BarChart';
import { Button } from '@/design-system/Button';
import { ChartCard } from '@/design-system/ChartCard';
import { Columns } from '@/design-system/Columns';
import { EmptyState } from '@/design-system/EmptyState';
import { KpiTile } from '@/design-system/KpiTile';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { Table } from '@/design-system/Table';
import { Tabs } from '@/design-system/Tabs';
import { Text } from '@/design-system/Text';
import { statCell, useStatLabels, metricCell, useChartCopy } from '@/features/analytics/index.ts';
import { formatDay } from '@/design-system/ChartFrame';
import { PageHeader } from '@/design-system/PageHeader';
import { formErrorMessage } from '@/lib/error-message.ts';

/**
 * /content/campaigns/:albumId (and its /analytics and /stats tabs): what the campaign's posts did, in total,
 * by profile, by format and by day, and the posts themselves.
 */
export default function CampaignScreen() {
  const { t, i18n } = useTranslation();
  const { albumId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { profiles } = useSocialProfiles();
  const tz = user?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { album, error, isLoading } = useAlbum(albumId, tz);
  const actions = useAlbumActions();
  const labels = useStatLabels();
  const copy = useChartCopy();
  const [isDeleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tab = pathname.endsWith('/stats') ? 'stats' : 'analytics';
  const back = (
    <Link href="/content/campaigns" variant="standalone">
      {t('analytics.campaigns.title')}
    </Link>
  );
  if (error)
    return <EmptyState size="lg" titleLevel={1} title={t('analytics.campaigns.notFound')} actions={back} />;
  if (isLoading || !album) return <Spinner size="lg" label={t('common.loading')} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: tz });
  const period =
    album.stats.first_published_at && album.stats.last_published_at
      ? `${dateFormat.format(new Date(album.stats.first_published_at))} – ${dateFormat.format(new Date(album.stats.last_published_at))}`
      : undefined;
  const profileNames = new Map(
    (profiles ?? []).map((profile) => [profile.id, `${profile.name} · ${networkName(profile.network)}`]),
  );

  return (
    <Stack gap={500}>
      <div>{back}</div>
      <PageHeader
        title={album.name}
        subtitle={album.description || period}
        actions={
          <Button
            variant="tertiary"
            iconStart={<Trash2 aria-hidden="true" />}
            onPress={() => setDeleting(true)}
          >
            {t('analytics.campaigns.delete')}
          </Button>
        }
      />
      {failure && (
        <Text tone="critical" role="alert">
          {failure}
        </Text>
      )}
      <Columns minColumnWidth="180px" gap={300}>
        {(
          ['posts', 'engagements', 'avg_engagement_rate', 'impressions', 'reach', 'video_views'] as const
        ).map((column) => (
          <KpiTile
            key={column}
            label={labels[column]}
            value={album.stats[column]}
            format={column === 'avg_engagement_rate' ? 'percent' : 'number'}
            locale={i18n.language}
            status={album.stats[column] === null ? 'unavailable' : 'ready'}
            unavailableLabel={t('analytics.source.noValue')}
          />
        ))}
      </Columns>
      <Tabs
        aria-label={t('analytics.campaigns.tabs')}
        items={[
          { id: 'analytics', label: t('analytics.campaigns.tabAnalytics') },
          { id: 'stats', label: t('analytics.campaigns.tabStats'), count: album.posts.length },
        ]}
        selectedKey={tab}
        onSelectionChange={(key) => void navigate(`/content/campaigns/${album.id}/${key}`, { replace: true })}
      >
        {(item) =>
          item.id === 'analytics' ? (
            <Stack gap={400}>
              <ChartCard
                title={t('analytics.campaigns.timeline')}
                {...(period ? { period } : {})}
                {...copy.card}
                csv={{
                  filename: `campaign-${album.name}.csv`,
                  columns: [t('analytics.date'), labels.posts, labels.engagements],
                  rows: album.timeline.map((day) => [day.day, day.posts, day.engagements]),
                }}
              >
                <BarChart
                  data={album.timeline.map((day) => ({
                    label: formatDay(day.day, 'tick', i18n.language),
                    values: { posts: day.posts, engagements: day.engagements },
                  }))}
                  series={[
                    { id: 'engagements', name: labels.engagements },
                    { id: 'posts', name: labels.posts },
                  ]}
                  valueFormat="compact"
                  summary={t('analytics.campaigns.timeline')}
                  categoryLabel={t('analytics.date')}
                  status={album.timeline.length === 0 ? 'empty' : 'ready'}
                  locale={copy.locale}
                  emptyMessage={t('analytics.campaigns.emptyBody')}
                />
              </ChartCard>
              <Table
                aria-label={t('analytics.campaigns.byProfile')}
                columns={[
                  { id: 'profile', name: t('analytics.profiles.profile'), isRowHeader: true, width: '2fr' },
                  ...(['posts', 'engagements', 'avg_engagement_rate', 'impressions', 'reach'] as const).map(
                    (column) => ({
                      id: column,
                      name: labels[column],
                      align: 'end' as const,
                    }),
                  ),
                ]}
                rows={album.by_profile.map((entry) => ({ id: entry.profile_id, ...entry }))}
                renderCell={(row, column) =>
                  column === 'profile'
                    ? (profileNames.get(row.profile_id) ?? row.profile_id)
                    : statCell(row.stats, column as 'posts', i18n.language)
                }
              />
              <Table
                aria-label={t('analytics.campaigns.byKind')}
                columns={[
                  { id: 'kind', name: t('analytics.charts.kind'), isRowHeader: true, width: '2fr' },
                  ...(['posts', 'engagements', 'avg_engagement_rate', 'impressions', 'reach'] as const).map(
                    (column) => ({
                      id: column,
                      name: labels[column],
                      align: 'end' as const,
                    }),
                  ),
                ]}
                rows={album.by_kind.map((entry) => ({ id: entry.kind, ...entry }))}
                renderCell={(row, column) =>
                  column === 'kind'
                    ? t(`analytics.kinds.${row.kind}`, { defaultValue: row.kind })
                    : statCell(row.stats, column as 'posts', i18n.language)
                }
              />
            </Stack>
          ) : (
            <Table
              aria-label={t('analytics.campaigns.tabStats')}
              columns={[
                {
                  id: 'post',
                  name: t('analytics.posts.post'),
                  isRowHeader: true,
                  width: '3fr',
                  minWidth: 220,
                },
                { id: 'network', name: t('analytics.posts.network'), width: 120 },
                { id: 'published_at', name: t('analytics.posts.published'), width: 150 },
                ...(['engagements', 'engagement_rate', 'impressions', 'reach'] as const).map((metric) => ({
                  id: metric,
                  name: t(`analytics.metrics.${metric}`),
                  align: 'end' as const,
                })),
                { id: 'remove', name: t('analytics.campaigns.removePost'), width: 180 },
              ]}
              rows={album.posts}
              emptyState={<EmptyState size="sm" title={t('analytics.campaigns.emptyBody')} />}
              renderCell={(post, column) => {
                if (column === 'post')
                  return (
                    <Link href={`/media/${post.id}?profile=${post.profile_id}`}>
                      {post.text.slice(0, 70) ||
                        t(`analytics.kinds.${post.kind}`, { defaultValue: post.kind })}
                    </Link>
                  );
                if (column === 'network') return networkName(post.network);
                if (column === 'published_at') return dateFormat.format(new Date(post.published_at));
                if (column === 'remove')
                  return (
                    <Button
                      size="sm"
                      variant="tertiary"
                      onPress={() =>
                        void actions
                          .removePost(album.id, post.id)
                          .catch((caught: unknown) => setFailure(formErrorMessage(t, caught)))
                      }
                    >
                      {t('analytics.campaigns.removePost')}
                    </Button>
                  );

                return metricCell(post, column as 'engagements', i18n.language);
              }}
            />
          )
        }
      </Tabs>
      <AlertDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title={t('analytics.campaigns.delete')}
        confirmLabel={t('analytics.campaigns.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          try {
            await actions.remove(album.id);
            void navigate('/content/campaigns', { replace: true });
          } catch (caught) {
            setFailure(formErrorMessage(t, caught));
          }
        }}
      >
        <Text>{t('analytics.campaigns.deleteConfirm', { name: album.name })}</Text>
      </AlertDialog>
    </Stack>
  );
}
