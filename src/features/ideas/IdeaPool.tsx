import type { TIdea } from '@contracts/ideas.ts';
import { Lightbulb, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdeaActions, useIdeas, useIdeaTags } from '@/api/ideas.ts';
import { Button } from '@/design-system/Button';
import { AlertDialog, Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { LoadError } from '@/design-system/LoadError';
import { Select } from '@/design-system/Select';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaList } from './IdeaList.tsx';
import { TurnIntoPostForm } from './TurnIntoPostForm.tsx';
import { StatusMessages } from '@/lib/status-messages.tsx';

type Status = { tone: 'success' | 'critical'; text: string } | null;
type DialogKind = 'create' | 'edit' | 'post' | 'delete';

const ALL_TAGS = 'all';

/**
 * /inspiration: the idea pool. Search and a tag filter (on the server), ideas ordered by dragging, created and
 * edited in a dialog, turned into a draft post for chosen profiles, deleted after a confirmation.
 */
export function IdeaPool() {
  const { t, i18n } = useLibraryText();
  const { t: tc } = useTranslation();
  const [query, setQuery] = useState('');
  const [tagId, setTagId] = useState<string>(ALL_TAGS);
  const filter = { q: query, ...(tagId !== ALL_TAGS ? { tagIds: [tagId] } : {}) };
  const { ideas, error, isLoading, retry } = useIdeas(filter);
  const { tags } = useIdeaTags();
  const actions = useIdeaActions();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // Kept after a dialog closes so its title stays while it animates out.
  const [target, setTarget] = useState<TIdea | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const open = (kind: DialogKind, idea?: TIdea) => {
    setStatus(null);
    setTarget(idea ?? null);
    setDialog(kind);
  };
  const close = () => setDialog(null);

  async function move(id: string, to: { before_id: string } | { after_id: string }) {
    const idea = ideas?.find((entry) => entry.id === id);
    try {
      await actions.move(filter, id, to);
      setStatus({ tone: 'success', text: t('ideas.moved', { title: idea?.title ?? '' }) });
    } catch {
      setStatus({ tone: 'critical', text: t('ideas.moveFailed') });
    }
  }

  const isFiltered = query.trim() !== '' || tagId !== ALL_TAGS;
  const newButton = (
    <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={() => open('create')}>
      {t('ideas.new')}
    </Button>
  );

  let body: React.ReactNode;
  if (error)
    body = <LoadError message={t('ideas.loadFailed')} retryLabel={tc('common.tryAgain')} onRetry={retry} />;
  else if (isLoading || !ideas) body = <Skeleton lines={6} />;
  else if (ideas.length === 0)
    body = isFiltered ? (
      <EmptyState size="sm" title={t('ideas.noMatch')} description={t('ideas.noMatchBody')} />
    ) : (
      <EmptyState
        size="lg"
        icon={<Lightbulb aria-hidden="true" />}
        title={t('ideas.empty')}
        description={t('ideas.emptyBody')}
        actions={newButton}
      />
    );
  else
    body = (
      <Stack gap={300}>
        <Text size="sm" tone="secondary">
          {t('ideas.reorderHint')}
        </Text>
        <IdeaList
          aria-label={t('ideas.list')}
          ideas={ideas}
          onMove={(id, to) => void move(id, to)}
          onEdit={(idea) => open('edit', idea)}
          onTurnIntoPost={(idea) => open('post', idea)}
          onDelete={(idea) => open('delete', idea)}
          formatDate={(iso) => dateFormat.format(new Date(iso))}
        />
      </Stack>
    );

  return (
    <Stack gap={500}>
      <PageHeader ref={headingRef} title={t('ideas.title')} subtitle={t('ideas.intro')} actions={newButton} />
      <Stack direction="row" gap={300} align="end" wrap>
        <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <TextField
            type="search"
            label={t('ideas.search')}
            placeholder={t('ideas.searchPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        </div>
        <div style={{ flex: '0 1 220px' }}>
          <Select
            label={t('ideas.filterTag')}
            items={[
              { id: ALL_TAGS, label: t('ideas.allTags') },
              ...(tags ?? []).map((tag) => ({ id: tag.id, label: tag.name })),
            ]}
            selectedKey={tagId}
            onSelectionChange={setTagId}
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
          dialog === 'edit' && target ? t('ideas.editTitle', { title: target.title }) : t('ideas.createTitle')
        }
        closeLabel={tc('common.cancel')}
        isDismissable={false}
      >
        <IdeaForm
          key={dialog === 'edit' && target ? target.id : 'new'}
          {...(dialog === 'edit' && target ? { idea: target } : {})}
          onCancel={close}
          onDone={(idea) => {
            close();
            setStatus({
              tone: 'success',
              text: t(dialog === 'edit' ? 'ideas.updated' : 'ideas.created', { title: idea.title }),
            });
          }}
        />
      </Dialog>
      <Dialog
        isOpen={dialog === 'post' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('ideas.toPostTitle', { title: target.title }) : ''}
        closeLabel={tc('common.cancel')}
        isDismissable={false}
      >
        {target && (
          <TurnIntoPostForm
            key={target.id}
            idea={target}
            onCancel={close}
            onDone={({ idea, posts }) => {
              close();
              setStatus({
                tone: 'success',
                text: t('ideas.drafted', { title: idea.title, count: posts.length }),
              });
            }}
          />
        )}
      </Dialog>
      <AlertDialog
        isOpen={dialog === 'delete' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('ideas.deleteTitle', { title: target.title }) : ''}
        confirmLabel={t('ideas.deleteConfirm')}
        cancelLabel={tc('common.cancel')}
        onConfirm={async () => {
          if (!target) return;
          try {
            await actions.remove(target.id);
            setStatus({ tone: 'success', text: t('ideas.deleted', { title: target.title }) });
            setTimeout(() => headingRef.current?.focus(), 50);
          } catch (caught) {
            setStatus({ tone: 'critical', text: formErrorMessage(tc, caught) });
          }
        }}
      >
        <Text>{t('ideas.deleteBody')}</Text>
      </AlertDialog>
    </Stack>
  );
}
