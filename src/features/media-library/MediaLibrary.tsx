import type { TLibraryMedia } from '@contracts/media.ts';
import { LIBRARY_MEDIA_KINDS } from '@contracts/plain.ts';
import { ImagePlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useLibraryMedias, useLibraryTags } from '@/api/media.ts';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { FileDropZone } from '@/design-system/FileDropZone';
import { LoadError } from '@/design-system/LoadError';
import { MediaGrid } from '@/design-system/MediaGrid';
import { Pagination } from '@/design-system/Pagination';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { toGridItem } from './format.ts';
import { LibraryFilters, NO_FILTERS, toQuery, type LibraryFilterValues } from './LibraryFilters.tsx';
import { MediaDetailsDialog } from './MediaDetailsDialog.tsx';
import { useMediaText } from './text.ts';
import { acceptList, useUploads } from './use-uploads.ts';

const PER_PAGE = 24;

/**
 * The media library: upload by the button or by dropping files (each with its progress and, if refused, why),
 * search and filter, and open a file to rename it, file it, tag it, crop it or delete it.
 */
export function MediaLibrary() {
  const { t, locale } = useMediaText();
  const [filters, setFilters] = useState<LibraryFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TLibraryMedia | null>(null);
  const query = { ...toQuery(useDeferredValue(filters), LIBRARY_MEDIA_KINDS), page, per_page: PER_PAGE };
  const { page: result, error, isLoading, retry } = useLibraryMedias(query);
  const { tags } = useLibraryTags();
  const uploads = useUploads();
  const kindLabels = { image: t('kinds.image'), video: t('kinds.video'), document: t('kinds.document') };
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PER_PAGE)) : 1;
  // The fresh copy after a change (rename, tags), or the one opened when it left this page.
  const opened = open ? (result?.items.find((media) => media.id === open.id) ?? open) : null;

  return (
    <Stack gap={500}>
      <FileDropZone
        label={t('upload.label')}
        dropLabel={t('upload.drop')}
        browseLabel={t('upload.browse')}
        acceptLabel={t('upload.accepts')}
        accept={acceptList(LIBRARY_MEDIA_KINDS)}
        allowsMultiple
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
        kinds={LIBRARY_MEDIA_KINDS}
        tags={tags ?? []}
        folders={result?.folders ?? []}
      />
      {error ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      ) : (
        <Stack gap={300}>
          {result && (
            <Text size="sm" tone="secondary" aria-live="polite">
              {t('count', { count: result.total })}
            </Text>
          )}
          <MediaGrid
            aria-label={t('grid')}
            items={(result?.items ?? []).map((media) => toGridItem(media, locale))}
            kindLabels={kindLabels}
            isLoading={isLoading && !result}
            onAction={(id) => setOpen(result?.items.find((media) => media.id === id) ?? null)}
            emptyState={
              isFiltered ? (
                <EmptyState
                  size="sm"
                  title={t('noMatch')}
                  description={t('noMatchBody')}
                  actions={<Button onPress={() => setFilters(NO_FILTERS)}>{t('clearFilters')}</Button>}
                />
              ) : (
                <EmptyState
                  size="sm"
                  icon={<ImagePlus aria-hidden="true" />}
                  title={t('empty')}
                  description={t('emptyBody')}
                />
              )
            }
          />
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
      )}
      <MediaDetailsDialog
        media={opened}
        tags={tags ?? []}
        onClose={() => setOpen(null)}
        onCropped={setOpen}
      />
    </Stack>
  );
}
