import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumActions, useAlbums, type PostSort } from '@/api/analytics.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/Menu';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import {
  CreateCampaignDialog,
  RangeControl,
  PostsTable,
  useAnalyticsRange,
  useAnalyticsScope,
} from '@/features/analytics/index.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { formErrorMessage } from '@/lib/error-message.ts';

const KINDS = [
  'image',
  'carousel',
  'video',
  'reel',
  'story',
  'short',
  'text',
  'link',
  'thread',
  'pin',
  'document',
] as const;

/** /content/posts: every post of the selection in the period, with its figures, sorted by any of them. */
export default function PostsScreen() {
  const { t } = useTranslation();
  const { scope, description } = useAnalyticsScope();
  const { range } = useAnalyticsRange();
  const [sort, setSort] = useState<{ sort: PostSort; order: 'asc' | 'desc' }>({
    sort: 'published_at',
    order: 'desc',
  });
  const [kind, setKind] = useState('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const { albums } = useAlbums();
  const actions = useAlbumActions();
  const addTo = async (albumId: string) => {
    try {
      const album = await actions.addPosts(albumId, [...selected]);
      setSelected(new Set());
      setStatus({ tone: 'success', text: t('analytics.campaigns.added', { name: album.name }) });
    } catch (caught) {
      setStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
    }
  };

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('analytics.sections.posts')}
        subtitle={t('analytics.intro.posts', { scope: description })}
        actions={
          <Stack direction="row" gap={300} align="end" wrap>
            <Select
              label={t('analytics.posts.format')}
              items={[
                { id: 'all', label: t('analytics.posts.allFormats') },
                ...KINDS.map((id) => ({ id, label: t(`analytics.kinds.${id}`) })),
              ]}
              selectedKey={kind}
              onSelectionChange={setKind}
            />
            <RangeControl />
          </Stack>
        }
      />
      {status && (
        <Banner tone={status.tone} role={status.tone === 'critical' ? 'alert' : 'status'}>
          {status.text}
        </Banner>
      )}
      {selected.size > 0 && (
        <Stack direction="row" gap={300} align="center">
          <Text>{t('analytics.posts.selected', { count: selected.size })}</Text>
          <MenuTrigger
            trigger={
              <Button variant="primary" iconStart={<Megaphone aria-hidden="true" />}>
                {t('analytics.campaigns.addToCampaign')}
              </Button>
            }
          >
            <Menu
              aria-label={t('analytics.campaigns.addToCampaign')}
              onAction={(key) => (key === 'new' ? setOpen(true) : void addTo(String(key)))}
            >
              {[
                ...(albums ?? []).map((album) => (
                  <MenuItem key={album.id} id={album.id}>
                    {album.name}
                  </MenuItem>
                )),
                <MenuItem key="new" id="new" icon={<Plus aria-hidden="true" />}>
                  {t('analytics.campaigns.create')}
                </MenuItem>,
              ]}
            </Menu>
          </MenuTrigger>
        </Stack>
      )}
      <PostsTable
        scope={scope}
        sort={sort.sort}
        order={sort.order}
        onSortChange={(next, order) => setSort({ sort: next, order })}
        kind={kind === 'all' ? undefined : kind}
        range={{ from: range.from, to: range.to, tz: range.tz }}
        label={t('analytics.posts.title')}
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      <CreateCampaignDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        postIds={[...selected]}
        onDone={(album) => {
          setSelected(new Set());
          setStatus({ tone: 'success', text: t('analytics.campaigns.added', { name: album.name }) });
        }}
      />
    </Stack>
  );
}
