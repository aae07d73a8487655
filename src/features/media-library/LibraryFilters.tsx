import type { TLibraryMediaKind, TLibraryTag } from '@contracts/media.ts';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { Select } from '@/design-system/Select';
import { TextField } from '@/design-system/TextField';
import { useMediaText } from './text.ts';

export const ANY = 'any';
export const NO_FOLDER = '__none__';

export type LibraryFilterValues = {
  search: string;
  kind: TLibraryMediaKind | typeof ANY;
  tagId: string;
  folder: string;
};

export const NO_FILTERS: LibraryFilterValues = { search: '', kind: ANY, tagId: ANY, folder: ANY };

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[300]};
  align-items: end;
`;

/** Search by name or tag, and filters by kind, tag and folder (each only when there is something to pick). */
export function LibraryFilters({
  values,
  onChange,
  kinds,
  tags,
  folders,
}: {
  values: LibraryFilterValues;
  onChange: (values: LibraryFilterValues) => void;
  /** The kinds one may filter to; one kind alone shows no kind filter. */
  kinds: readonly TLibraryMediaKind[];
  tags: readonly TLibraryTag[];
  folders: readonly string[];
}) {
  const { t } = useMediaText();

  return (
    <Bar role="search" aria-label={t('filters.label')}>
      <TextField
        label={t('filters.search')}
        type="search"
        placeholder={t('filters.searchPlaceholder')}
        prefix={<Search aria-hidden="true" size={16} />}
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
      />
      {kinds.length > 1 && (
        <Select
          label={t('filters.kind')}
          items={[
            { id: ANY, label: t('kindsPlural.all') },
            ...kinds.map((kind) => ({ id: kind, label: t(`kindsPlural.${kind}`) })),
          ]}
          selectedKey={values.kind}
          onSelectionChange={(kind) => onChange({ ...values, kind: kind as LibraryFilterValues['kind'] })}
        />
      )}
      {tags.length > 0 && (
        <Select
          label={t('filters.tag')}
          items={[
            { id: ANY, label: t('filters.anyTag') },
            ...tags.map((tag) => ({ id: tag.id, label: tag.name })),
          ]}
          selectedKey={values.tagId}
          onSelectionChange={(tagId) => onChange({ ...values, tagId })}
        />
      )}
      {folders.length > 0 && (
        <Select
          label={t('filters.folder')}
          items={[
            { id: ANY, label: t('filters.anyFolder') },
            { id: NO_FOLDER, label: t('filters.noFolder') },
            ...folders.map((folder) => ({ id: folder, label: folder })),
          ]}
          selectedKey={values.folder}
          onSelectionChange={(folder) => onChange({ ...values, folder })}
        />
      )}
    </Bar>
  );
}

/** The filters as the API's query. */
export function toQuery(values: LibraryFilterValues, allowed: readonly TLibraryMediaKind[]) {
  return {
    search: values.search.trim() || undefined,
    kind: values.kind === ANY ? [...allowed] : [values.kind],
    tag_ids: values.tagId === ANY ? [] : [values.tagId],
    folder: values.folder === ANY ? undefined : values.folder === NO_FOLDER ? '' : values.folder,
  };
}
