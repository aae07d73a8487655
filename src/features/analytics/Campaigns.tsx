import { createAlbum, type TAlbum, type TPostSetStats } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { useAlbumActions } from '@/api/analytics.ts';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { Form, FormActions } from '@/design-system/Form';
import { formatKpiValue } from '@/design-system/KpiTile';
import { Link } from '@/design-system/Link';
import { Table } from '@/design-system/Table';
import { FormErrorBanner, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';

type StatColumn = keyof Pick<
  TPostSetStats,
  'posts' | 'profiles' | 'engagements' | 'avg_engagement_rate' | 'impressions' | 'reach' | 'video_views'
>;

const STAT_COLUMNS: readonly StatColumn[] = [
  'posts',
  'profiles',
  'engagements',
  'avg_engagement_rate',
  'impressions',
  'reach',
  'video_views',
];

/** A set of posts' figures as cells: a rate as a percentage, a figure no post has as a dash. */
export function statCell(stats: TPostSetStats, column: StatColumn, locale: string): string {
  const value = stats[column];
  if (value === null) return '—';

  return formatKpiValue(value, column === 'avg_engagement_rate' ? 'percent' : 'number', locale);
}

export function useStatLabels(): Record<StatColumn, string> {
  const { t } = useTranslation();

  return {
    posts: t('analytics.campaigns.posts'),
    profiles: t('analytics.campaigns.profiles'),
    engagements: t('analytics.campaigns.engagements'),
    avg_engagement_rate: t('analytics.campaigns.rate'),
    impressions: t('analytics.campaigns.impressions'),
    reach: t('analytics.campaigns.reach'),
    video_views: t('analytics.campaigns.videoViews'),
  };
}

/** Campaigns side by side: each campaign a row, its posts' figures in columns; the name opens it. */
export function CampaignsTable({
  albums,
  isLoading,
  label,
  emptyState,
}: {
  albums: readonly TAlbum[];
  isLoading: boolean;
  label: string;
  emptyState?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const labels = useStatLabels();

  return (
    <Table
      aria-label={label}
      columns={[
        {
          id: 'name',
          name: t('analytics.campaigns.campaign'),
          isRowHeader: true,
          width: '2fr',
          minWidth: 200,
        },
        ...STAT_COLUMNS.map((column) => ({
          id: column,
          name: labels[column],
          align: 'end' as const,
          minWidth: 100,
        })),
      ]}
      rows={albums}
      isLoading={isLoading}
      loadingLabel={t('common.loading')}
      emptyState={emptyState}
      renderCell={(album, column) =>
        column === 'name' ? (
          <Link href={`/content/campaigns/${album.id}`}>{album.name}</Link>
        ) : (
          statCell(album.stats, column as StatColumn, i18n.language)
        )
      }
    />
  );
}

/** A new campaign: a name, a description, and the posts chosen before (if any). */
export function CreateCampaignForm({
  postIds = [],
  onDone,
  onCancel,
}: {
  postIds?: string[];
  onDone: (album: TAlbum) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actions = useAlbumActions();
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: createAlbum.body,
    defaultValues: { name: '', description: '', post_ids: postIds },
    onSubmit: async (values) => onDone(await actions.create(values)),
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('analytics.campaigns.create')}>
      <FormErrorBanner message={formError} />
      <FormTextField
        control={form.control}
        name="name"
        label={t('analytics.campaigns.name')}
        isRequired
        autoFocus
      />
      <FormTextField control={form.control} name="description" label={t('analytics.campaigns.description')} />
      <FormActions align="end">
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} loadingLabel={t('common.saving')}>
          {t('analytics.campaigns.createSubmit')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** "New campaign" in a dialog: closed when the campaign is made (`onDone`) or the user cancels. */
export function CreateCampaignDialog({
  isOpen,
  onOpenChange,
  postIds,
  onDone,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  postIds?: string[];
  onDone: (album: TAlbum) => void;
}) {
  const { t } = useTranslation();

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('analytics.campaigns.create')}
      closeLabel={t('common.cancel')}
      isDismissable={false}
    >
      <CreateCampaignForm
        {...(postIds ? { postIds } : {})}
        onCancel={() => onOpenChange(false)}
        onDone={(album) => {
          onOpenChange(false);
          onDone(album);
        }}
      />
    </Dialog>
  );
}
