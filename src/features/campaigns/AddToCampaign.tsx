import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumActions, useAlbums } from '@/api/analytics.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/Menu';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { CreateCampaignDialog } from './CreateCampaignDialog.tsx';

/**
 * The chosen posts into a campaign: while some are chosen, how many and a menu of the campaigns (or a new one);
 * then what happened, in a banner. `onAdded` clears the choice once they are in.
 */
export function AddToCampaign({ selected, onAdded }: { selected: ReadonlySet<string>; onAdded: () => void }) {
  const { t } = useTranslation();
  const { albums } = useAlbums();
  const actions = useAlbumActions();
  const [status, setStatus] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const added = (name: string) => {
    onAdded();
    setStatus({ tone: 'success', text: t('analytics.campaigns.added', { name }) });
  };
  const addTo = async (albumId: string) => {
    try {
      added((await actions.addPosts(albumId, [...selected])).name);
    } catch (caught) {
      setStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
    }
  };

  return (
    <>
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
      <CreateCampaignDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        postIds={[...selected]}
        onDone={(album) => added(album.name)}
      />
    </>
  );
}
