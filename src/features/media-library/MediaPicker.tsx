import type { TLibraryMedia, TLibraryMediaKind } from '@contracts/media.ts';
import { LIBRARY_MEDIA_KINDS } from '@contracts/plain.ts';
import { useDeferredValue, useState } from 'react';
import { useLibraryMedias, useLibraryTags } from '@/api/media.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { FileDropZone } from '@/design-system/FileDropZone';
import { LoadError } from '@/design-system/LoadError';
import { MediaGrid } from '@/design-system/MediaGrid';
import { Pagination } from '@/design-system/Pagination';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { toGridItem } from './format.ts';
import { LibraryFilters, NO_FILTERS, toQuery, type LibraryFilterValues } from './LibraryFilters.tsx';
import { useMediaText } from './text.ts';
import { acceptList, useUploads } from './use-uploads.ts';

/** A file of the library as the API gives it (contracts/media.ts `ZLibraryMedia`). */
export type LibraryMedia = TLibraryMedia;

export type MediaPickerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the chosen files, in the order they were chosen; the picker closes. */
  onSelect: (media: LibraryMedia[]) => void;
  /** The kinds that may be chosen (and uploaded here). @default every kind */
  accept?: readonly TLibraryMediaKind[];
  /** Several files at once. @default false */
  multiple?: boolean;
  /** The most files that may be chosen with `multiple`. @default no limit */
  max?: number;
  /** The dialog's title. @default "Choose media" */
  title?: string;
};

const PER_PAGE = 18;

/**
 * A dialog to choose files from the media library, with search, filters and upload (uploaded files are
 * chosen at once, within `max`). The composer opens it and receives `LibraryMedia[]` through `onSelect`.
 */
export function MediaPicker({
  isOpen,
  onOpenChange,
  onSelect,
  accept = LIBRARY_MEDIA_KINDS,
  multiple = false,
  max,
  title,
}: MediaPickerProps) {
  const { t, locale } = useMediaText();
  const limit = multiple ? (max ?? Infinity) : 1;
  const [filters, setFilters] = useState<LibraryFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  /** Chosen files in the order chosen, kept across pages and searches. */
  const [chosen, setChosen] = useState<LibraryMedia[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const query = { ...toQuery(useDeferredValue(filters), accept), page, per_page: PER_PAGE };
  const { page: result, error, isLoading, retry } = useLibraryMedias(query, { enabled: isOpen });
  const { tags } = useLibraryTags();

  const choose = (media: LibraryMedia[]) => {
    setNotice(null);
    setChosen((current) => {
      if (!multiple) return media.slice(-1);
      const next = [...current, ...media.filter((entry) => !current.some((held) => held.id === entry.id))];
      if (next.length > limit) setNotice(t('picker.maxReached', { max: limit }));

      return next.slice(0, limit);
    });
  };
  const uploads = useUploads({
    documentsOnly: accept.length === 1 && accept[0] === 'document',
    onUploaded: (media) => {
      if (accept.includes(media.kind)) choose([media]);
    },
  });
  const kindLabels = { image: t('kinds.image'), video: t('kinds.video'), document: t('kinds.document') };
  const items = result?.items ?? [];
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PER_PAGE)) : 1;
  const chosenIds = new Set(chosen.map((media) => media.id));
  // At the limit, the other tiles wait: a click on them would do nothing.
  const disabled =
    multiple && chosen.length >= limit ? items.filter((media) => !chosenIds.has(media.id)) : [];

  const close = () => {
    onOpenChange(false);
    setChosen([]);
    setNotice(null);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={title ?? t('picker.title')}
      size="lg"
      closeLabel={t('details.close')}
      isDismissable={false}
      footer={
        <>
          <Text size="sm" tone="secondary" aria-live="polite">
            {multiple
              ? Number.isFinite(limit)
                ? t('picker.chosen', { count: chosen.length, max: limit })
                : t('picker.chosenNoMax', { count: chosen.length })
              : ''}
          </Text>
          <Button onPress={close}>{t('details.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={chosen.length === 0}
            onPress={() => {
              onSelect(chosen);
              close();
            }}
          >
            {chosen.length === 0 ? t('picker.useNone') : t('picker.use', { count: chosen.length })}
          </Button>
        </>
      }
    >
      <Stack gap={400}>
        <FileDropZone
          label={t('upload.label')}
          dropLabel={t('upload.drop')}
          browseLabel={t('upload.browse')}
          acceptLabel={t('upload.acceptsKinds', {
            kinds: accept.map((kind) => t(`kindsPlural.${kind}`).toLowerCase()).join(', '),
          })}
          accept={acceptList(accept)}
          allowsMultiple={multiple}
          onFiles={uploads.add}
          onReject={uploads.reject}
          files={uploads.files}
          onRemove={uploads.remove}
          removeLabel={(name) => t('upload.remove', { name })}
          locale={locale}
        />
        <LibraryFilters
          values={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
          kinds={accept}
          tags={tags ?? []}
          folders={result?.folders ?? []}
        />
        {notice && (
          <Banner tone="warning" role="status">
            {notice}
          </Banner>
        )}
        {error ? (
          <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />
        ) : (
          <MediaGrid
            aria-label={t('grid')}
            items={items.map((media) => toGridItem(media, locale))}
            kindLabels={kindLabels}
            selectionMode={multiple ? 'multiple' : 'single'}
            selectedKeys={chosenIds}
            disabledKeys={disabled.map((media) => media.id)}
            onSelectionChange={(ids) => {
              const onPage = new Set(items.map((media) => media.id));
              // Tiles of other pages stay chosen; this page's follow the grid.
              const kept = chosen.filter((media) => !onPage.has(media.id) || ids.has(media.id));
              const added = items.filter((media) => ids.has(media.id) && !chosenIds.has(media.id));
              if (!multiple) return setChosen(items.filter((media) => ids.has(media.id)).slice(0, 1));
              setChosen(kept);
              if (added.length > 0) choose(added);
            }}
            isLoading={isLoading && !result}
            loadingCount={6}
            minTileWidth="140px"
            emptyState={<EmptyState size="sm" title={t('noMatch')} description={t('emptyBody')} />}
          />
        )}
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            navLabel={t('pagination.nav')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            pageLabel={(number) => t('pagination.page', { page: number })}
            locale={locale}
          />
        )}
      </Stack>
    </Dialog>
  );
}
