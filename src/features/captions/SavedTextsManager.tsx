import type { TSavedText, TSavedTextKind } from '@contracts/captions.ts';
import { Copy, FileText, Hash, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHashtagLimits, useSavedTextActions, useSavedTexts } from '@/api/captions.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { Badge } from '@/design-system/Badge';
import { Button } from '@/design-system/Button';
import { Card } from '@/design-system/Card';
import { AlertDialog, Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { Heading } from '@/design-system/Heading';
import { IconButton } from '@/design-system/IconButton';
import { LoadError } from '@/design-system/LoadError';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { copyToClipboard } from '@/lib/clipboard.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { HashtagLimits } from './HashtagLimits.tsx';
import { hashtagCount, SavedTextForm } from './SavedTextForm.tsx';
import { StatusMessages } from '@/lib/status-messages.tsx';

type Status = { tone: 'success' | 'critical'; text: string } | null;
type KindFilter = 'all' | TSavedTextKind;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 6;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
`;

/**
 * The saved captions and hashtag lists: search (names and texts, on the server), a kind filter, and for each
 * its text, its hashtag count against the networks' limits, copy, edit (a dialog) and delete (confirmed).
 */
export function SavedTextsManager() {
  const { t } = useLibraryText();
  const { t: tc } = useTranslation();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const { savedTexts, error, isLoading, retry } = useSavedTexts({
    q: query,
    ...(kind !== 'all' ? { kind } : {}),
  });
  const { limits } = useHashtagLimits();
  const { profiles } = useSocialProfiles();
  const actions = useSavedTextActions();
  const [dialog, setDialog] = useState<'create' | 'edit' | 'delete' | null>(null);
  // Kept after a dialog closes so its title stays while it animates out.
  const [target, setTarget] = useState<TSavedText | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const profileName = new Map((profiles ?? []).map((profile) => [profile.id, profile.name]));
  const open = (kindOfDialog: 'create' | 'edit' | 'delete', savedText?: TSavedText) => {
    setStatus(null);
    setTarget(savedText ?? null);
    setDialog(kindOfDialog);
  };
  const close = () => setDialog(null);
  const focusItem = (id: string | null) =>
    setTimeout(() => {
      const heading = id ? document.getElementById(`saved-${id}`) : null;
      (heading ?? headingRef.current)?.focus();
    }, 50);

  async function copy(savedText: TSavedText) {
    const copied = await copyToClipboard(savedText.text);
    setStatus(
      copied
        ? { tone: 'success', text: t('saved.copied', { name: savedText.name }) }
        : { tone: 'critical', text: t('saved.copyFailed') },
    );
  }

  const isFiltered = query.trim() !== '' || kind !== 'all';
  const newButton = (
    <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={() => open('create')}>
      {t('saved.new')}
    </Button>
  );

  let body: React.ReactNode;
  if (error) {
    body = <LoadError message={t('saved.loadFailed')} retryLabel={tc('common.tryAgain')} onRetry={retry} />;
  } else if (isLoading || !savedTexts) body = <Skeleton lines={6} />;
  else if (savedTexts.length === 0)
    body = isFiltered ? (
      <EmptyState size="sm" title={t('saved.noMatch')} description={t('saved.noMatchBody')} />
    ) : (
      <EmptyState
        size="lg"
        icon={<FileText aria-hidden="true" />}
        title={t('saved.empty')}
        description={t('saved.emptyBody')}
        actions={newButton}
      />
    );
  else
    body = (
      <Grid aria-label={t('saved.list')}>
        {savedTexts.map((savedText) => {
          const scope = savedText.profile_id
            ? (profileName.get(savedText.profile_id) ?? networkName(savedText.network!))
            : savedText.network
              ? t('saved.scopeNetwork', { network: networkName(savedText.network) })
              : null;

          return (
            <li key={savedText.id}>
              <Card as="article" aria-labelledby={`saved-${savedText.id}`} style={{ height: '100%' }}>
                <Stack gap={300}>
                  <Stack direction="row" justify="between" align="start" gap={200}>
                    <Stack gap={100} style={{ minWidth: 0 }}>
                      <Heading level={2} size="sm" id={`saved-${savedText.id}`} tabIndex={-1}>
                        {savedText.name}
                      </Heading>
                      <Stack direction="row" gap={150} wrap>
                        <Badge
                          size="sm"
                          tone={savedText.kind === 'hashtags' ? 'accent' : 'neutral'}
                          icon={savedText.kind === 'hashtags' ? <Hash /> : <FileText />}
                        >
                          {t(`saved.kinds.${savedText.kind}`)}
                        </Badge>
                        {scope && (
                          <Badge size="sm" tone="info">
                            {scope}
                          </Badge>
                        )}
                      </Stack>
                    </Stack>
                    <Stack direction="row" gap={100}>
                      <IconButton
                        icon={<Copy />}
                        label={t('saved.copyNamed', { name: savedText.name })}
                        onPress={() => void copy(savedText)}
                      />
                      <IconButton
                        icon={<Pencil />}
                        label={t('saved.editNamed', { name: savedText.name })}
                        onPress={() => open('edit', savedText)}
                      />
                      <IconButton
                        icon={<Trash2 />}
                        label={t('saved.deleteNamed', { name: savedText.name })}
                        onPress={() => open('delete', savedText)}
                      />
                    </Stack>
                  </Stack>
                  <Body>{savedText.text}</Body>
                  <HashtagLimits count={hashtagCount(savedText.kind, savedText.text)} limits={limits} />
                </Stack>
              </Card>
            </li>
          );
        })}
      </Grid>
    );

  return (
    <Stack gap={500}>
      <PageHeader ref={headingRef} title={t('saved.title')} subtitle={t('saved.intro')} actions={newButton} />
      <Stack direction="row" gap={300} align="end" wrap>
        <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <TextField
            type="search"
            label={t('saved.search')}
            placeholder={t('saved.searchPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        </div>
        <div style={{ flex: '0 1 220px' }}>
          <Select
            label={t('saved.filterKind')}
            items={(['all', 'caption', 'hashtags'] as const).map((id) => ({
              id,
              label: t(`saved.kindsPlural.${id}`),
            }))}
            selectedKey={kind}
            onSelectionChange={(key) => setKind(key as KindFilter)}
          />
        </div>
      </Stack>
      <StatusMessages
        status={status}
        onDismiss={() => setStatus(null)}
        dismissLabel={tc('profiles.dismiss')}
      />
      {body}

      <Dialog
        isOpen={dialog === 'create' || (dialog === 'edit' && target !== null)}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={
          dialog === 'edit' && target ? t('saved.editTitle', { name: target.name }) : t('saved.createTitle')
        }
        closeLabel={tc('common.cancel')}
        isDismissable={false}
      >
        <SavedTextForm
          key={dialog === 'edit' && target ? target.id : 'new'}
          {...(dialog === 'edit' && target ? { savedText: target } : {})}
          onCancel={close}
          onDone={(saved) => {
            close();
            setStatus({
              tone: 'success',
              text: t(dialog === 'edit' ? 'saved.updated' : 'saved.created', { name: saved.name }),
            });
            focusItem(saved.id);
          }}
        />
      </Dialog>
      <AlertDialog
        isOpen={dialog === 'delete' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('saved.deleteTitle', { name: target.name }) : ''}
        confirmLabel={t('saved.deleteConfirm')}
        cancelLabel={tc('common.cancel')}
        onConfirm={async () => {
          if (!target) return;
          try {
            await actions.remove(target.id);
            setStatus({ tone: 'success', text: t('saved.deleted', { name: target.name }) });
            focusItem(null);
          } catch (caught) {
            setStatus({ tone: 'critical', text: formErrorMessage(tc, caught) });
          }
        }}
      >
        <Text>{t('saved.deleteBody')}</Text>
      </AlertDialog>
    </Stack>
  );
}
