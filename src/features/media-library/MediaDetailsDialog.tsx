import { ZLibraryFolder, ZLibraryMediaName, type TLibraryMedia, type TLibraryTag } from '@contracts/media.ts';
import { CROP_ASPECTS } from '@contracts/plain.ts';
import { Crop, ExternalLink, FileText, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { isApiError } from '@/api/client.ts';
import { useLibraryActions } from '@/api/media.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { ComboBox } from '@/design-system/ComboBox';
import { AlertDialog, Dialog } from '@/design-system/Dialog';
import { formatBytes } from '@/design-system/FileDropZone';
import { Form, FormActions } from '@/design-system/Form';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { TagGroup } from '@/design-system/Tag';
import { Text } from '@/design-system/Text';
import { FormErrorBanner, FormTextField } from '@/lib/form-fields.tsx';
import { useApiForm } from '@/lib/forms.ts';
import { formatDuration } from './format.ts';
import { useMediaText } from './text.ts';

const ASPECT_KEYS = {
  '1:1': 'square',
  '4:5': 'portrait',
  '1.91:1': 'landscape',
  '9:16': 'vertical',
} as const;

const ZDetails = z.object({ name: ZLibraryMediaName, folder: ZLibraryFolder });

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PreviewBox = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;

  img,
  video {
    display: block;
    max-width: 100%;
    max-height: 360px;
    object-fit: contain;
  }
  > svg {
    width: 48px;
    height: 48px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[400]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};

  > :first-child {
    flex: 1 1 200px;
  }
`;

function Preview({ media }: { media: TLibraryMedia }) {
  const { t } = useMediaText();
  const label = t('details.preview', { name: media.name });
  if (media.kind === 'image')
    return (
      <PreviewBox>
        <img src={media.thumbnail_url ?? media.url} alt={label} />
      </PreviewBox>
    );
  if (media.kind === 'video')
    return (
      <PreviewBox>
        <video src={media.url} controls preload="metadata" aria-label={label} />
      </PreviewBox>
    );

  return (
    <PreviewBox>
      <FileText aria-hidden="true" />
    </PreviewBox>
  );
}

function DetailsForm({ media }: { media: TLibraryMedia }) {
  const { t } = useMediaText();
  const actions = useLibraryActions();
  const [saved, setSaved] = useState(false);
  const { form, formError, submit, isSubmitting } = useApiForm({
    schema: ZDetails,
    defaultValues: { name: media.name, folder: media.folder ?? '' },
    onSubmit: async (values) => {
      setSaved(false);
      await actions.update(media.id, {
        name: values.name,
        folder: values.folder === '' ? null : values.folder,
      });
      setSaved(true);
    },
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('details.name')}>
      <FormErrorBanner message={formError} />
      <FormTextField control={form.control} name="name" label={t('details.name')} isRequired />
      <FormTextField
        control={form.control}
        name="folder"
        label={t('details.folder')}
        description={t('details.folderHint')}
      />
      <FormActions align="end">
        {saved && (
          <Text size="sm" tone="secondary" role="status">
            {t('details.saved')}
          </Text>
        )}
        <Button type="submit" isLoading={isSubmitting} loadingLabel={t('details.save')}>
          {t('details.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

function TagsEditor({ media, tags }: { media: TLibraryMedia; tags: readonly TLibraryTag[] }) {
  const { t } = useMediaText();
  const actions = useLibraryActions();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const onMedia = new Set(media.tags.map((tag) => tag.id));
  const available = tags.filter((tag) => !onMedia.has(tag.id));

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      setInput('');
    } catch (caught) {
      setError(isApiError(caught) ? (caught.errors?.name?.[0] ?? caught.message) : t('upload.stopped'));
    } finally {
      setBusy(false);
    }
  };
  const attachNamed = (name: string) =>
    run(async () => {
      const trimmed = name.trim();
      if (!trimmed) return;
      const existing = tags.find((tag) => tag.name.toLowerCase() === trimmed.toLowerCase());
      const tag = existing ?? (await actions.createTag(trimmed));
      await actions.attach([media.id], [tag.id]);
    });

  return (
    <Stack gap={300}>
      <Heading level={3} size="sm">
        {t('details.tags')}
      </Heading>
      {media.tags.length > 0 ? (
        <TagGroup
          label={t('details.tags')}
          hideLabel
          items={media.tags.map((tag) => ({ id: tag.id, label: tag.name }))}
          onRemove={(ids) => void run(() => actions.detach([media.id], ids))}
          removeLabel={t('details.removeTag')}
        />
      ) : (
        <Text size="sm" tone="secondary">
          {t('details.noTags')}
        </Text>
      )}
      <Row>
        <ComboBox
          label={t('details.addTag')}
          placeholder={t('details.addTagPlaceholder')}
          emptyLabel={t('details.noTagMatch')}
          items={available.map((tag) => ({ id: tag.id, label: tag.name }))}
          allowsCustomValue
          menuTrigger="manual"
          inputValue={input}
          onInputChange={setInput}
          selectedKey={null}
          onSelectionChange={(key) => {
            const tag = available.find((entry) => entry.id === key);
            if (tag) void run(() => actions.attach([media.id], [tag.id]));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && input.trim()) void attachNamed(input);
          }}
          errorMessage={error ?? undefined}
        />
        <Button
          iconStart={<Plus aria-hidden="true" />}
          isDisabled={!input.trim()}
          isLoading={isBusy}
          loadingLabel={t('details.add')}
          onPress={() => void attachNamed(input)}
        >
          {t('details.add')}
        </Button>
      </Row>
    </Stack>
  );
}

function CropActions({
  media,
  onCropped,
}: {
  media: TLibraryMedia;
  onCropped: (copy: TLibraryMedia) => void;
}) {
  const { t } = useMediaText();
  const actions = useLibraryActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);

  return (
    <Stack gap={300}>
      <Heading level={3} size="sm">
        {t('details.crop')}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('details.cropHint')}
      </Text>
      <Stack direction="row" gap={200} wrap>
        {CROP_ASPECTS.map((aspect) => (
          <Button
            key={aspect}
            size="sm"
            iconStart={<Crop aria-hidden="true" />}
            isLoading={busy === aspect}
            loadingLabel={t(`details.aspects.${ASPECT_KEYS[aspect]}`)}
            aria-label={t('details.cropTo', { aspect: t(`details.aspects.${ASPECT_KEYS[aspect]}`) })}
            onPress={async () => {
              setBusy(aspect);
              setMessage(null);
              try {
                const copy = await actions.crop(media.id, aspect);
                setMessage({ tone: 'success', text: t('details.cropped', { aspect }) });
                onCropped(copy);
              } catch (caught) {
                setMessage({
                  tone: 'critical',
                  text: isApiError(caught) ? caught.message : t('upload.stopped'),
                });
              } finally {
                setBusy(null);
              }
            }}
          >
            {t(`details.aspects.${ASPECT_KEYS[aspect]}`)}
          </Button>
        ))}
      </Stack>
      {message && (
        <Banner tone={message.tone} role={message.tone === 'critical' ? 'alert' : 'status'}>
          {message.text}
        </Banner>
      )}
    </Stack>
  );
}

export type MediaDetailsDialogProps = {
  media: TLibraryMedia | null;
  tags: readonly TLibraryTag[];
  onClose: () => void;
  /** A crop landed: the library shows the copy next. */
  onCropped?: (copy: TLibraryMedia) => void;
};

/** One library file: its preview and facts, rename and folder, tags, crops for the networks, delete. */
export function MediaDetailsDialog({ media, tags, onClose, onCropped }: MediaDetailsDialogProps) {
  const { t, locale } = useMediaText();
  const actions = useLibraryActions();
  const [isDeleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (!media) return null;
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(media.created_at),
  );

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={media.name}
        size="lg"
        closeLabel={t('details.close')}
        footer={
          <Button
            variant="danger"
            iconStart={<Trash2 aria-hidden="true" />}
            onPress={() => setDeleting(true)}
          >
            {t('details.delete')}
          </Button>
        }
      >
        <Layout>
          <Stack gap={400}>
            <Preview media={media} />
            <Heading level={3} size="sm">
              {t('details.facts')}
            </Heading>
            <Facts>
              <dt>{t('details.type')}</dt>
              <dd>
                {t(`kinds.${media.kind}`)} · {media.mime_type}
              </dd>
              <dt>{t('details.size')}</dt>
              <dd>{formatBytes(media.bytes, locale)}</dd>
              <dt>{t('details.dimensions')}</dt>
              <dd>
                {media.width && media.height ? `${media.width} × ${media.height}` : t('details.unknown')}
              </dd>
              {media.kind === 'video' && (
                <>
                  <dt>{t('details.duration')}</dt>
                  <dd>{media.duration_sec ? formatDuration(media.duration_sec) : t('details.noDuration')}</dd>
                </>
              )}
              <dt>{t('details.uploaded')}</dt>
              <dd>{created}</dd>
            </Facts>
            <a href={media.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" size={14} /> {t('details.openFile')}
            </a>
          </Stack>
          <Stack gap={600}>
            <DetailsForm key={media.id} media={media} />
            <TagsEditor media={media} tags={tags} />
            {media.kind === 'image' && <CropActions media={media} onCropped={(copy) => onCropped?.(copy)} />}
          </Stack>
        </Layout>
      </Dialog>
      <AlertDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        title={t('details.deleteTitle', { name: media.name })}
        confirmLabel={t('details.deleteConfirm')}
        cancelLabel={t('details.cancel')}
        onConfirm={async () => {
          setDeleteError(null);
          try {
            await actions.remove(media.id);
            onClose();
          } catch (caught) {
            setDeleteError(isApiError(caught) ? caught.message : t('upload.stopped'));
            throw caught;
          }
        }}
      >
        <Stack gap={300}>
          <Text>{t('details.deleteBody')}</Text>
          {deleteError && (
            <Banner tone="critical" role="alert">
              {deleteError}
            </Banner>
          )}
        </Stack>
      </AlertDialog>
    </>
  );
}
