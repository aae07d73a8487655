import type {
  TCropAspect,
  TLibraryMedia,
  TLibraryMediaKind,
  TLibraryMediaPage,
  TLibraryTag,
} from '@contracts/media.ts';
import Cookies from 'js-cookie';
import useSWR, { useSWRConfig } from 'swr';
import {
  attachLibraryTags,
  createLibraryTag,
  cropImage,
  deleteLibraryMedia,
  detachLibraryTags,
  listLibraryMedias,
  listLibraryTags,
  updateLibraryMedia,
  uploadDocument,
  uploadMedia,
} from '@/api/routes.generated.ts';
import {
  ApiError,
  buildApiUrl,
  DEFAULT_ERROR_MESSAGE,
  serializeQuery,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const LIBRARY_MEDIAS_KEY = endpointPath(listLibraryMedias);
export const LIBRARY_TAGS_KEY = endpointPath(listLibraryTags);

export type LibraryQuery = {
  search?: string;
  kind?: TLibraryMediaKind[];
  tag_ids?: string[];
  folder?: string;
  page?: number;
  per_page?: number;
};

/** Drops empty values so the key (and the address) only says what filters. */
function cleanQuery(query: LibraryQuery): LibraryQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
    ),
  ) as LibraryQuery;
}

/** A page of the library, searched and filtered. */
export function useLibraryMedias(query: LibraryQuery, options: { enabled?: boolean } = {}) {
  const clean = cleanQuery(query);
  const key = options.enabled === false ? null : `${LIBRARY_MEDIAS_KEY}?${serializeQuery(clean)}`;
  const { data, error, isLoading, mutate } = useSWR<TLibraryMediaPage>(
    key,
    () => callEndpoint(listLibraryMedias, { query: clean }),
    { keepPreviousData: true },
  );

  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

export function useLibraryTags() {
  const { data, error, isLoading, mutate } = useSWR<TLibraryTag[]>(LIBRARY_TAGS_KEY, () =>
    callEndpoint(listLibraryTags),
  );

  return { tags: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

export type UploadProgress = (fraction: number) => void;

/**
 * Uploads one file into the library with progress (XMLHttpRequest: fetch cannot report upload progress), the
 * CSRF header as every write. Documents go to /document/upload, everything else to /upload/media. Rejects with
 * an ApiError whose message is the server's, in plain words ("This video is 812 MB; the limit is 500 MB.").
 */
export function uploadToLibrary(
  file: File,
  options: {
    onProgress?: UploadProgress;
    signal?: AbortSignal;
    documentsOnly?: boolean;
    folder?: string;
  } = {},
): Promise<TLibraryMedia> {
  const path = endpointPath(options.documentsOnly ? uploadDocument : uploadMedia);
  const form = new FormData();
  if (options.folder) form.append('folder', options.folder);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = Cookies.get(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      type Answer = { message?: string; errors?: Record<string, string[]>; code?: string };
      let body: Answer | null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Answer) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as unknown as TLibraryMedia);
      reject(
        new ApiError(xhr.status, body?.errors?.file?.[0] ?? body?.message ?? DEFAULT_ERROR_MESSAGE, {
          errors: body?.errors,
          code: body?.code,
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload stopped. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Changes to the library and its tags; the lists reload after each. */
export function useLibraryActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate(
      (key) =>
        typeof key === 'string' && (key.startsWith(LIBRARY_MEDIAS_KEY) || key.startsWith(LIBRARY_TAGS_KEY)),
    );

  return {
    refresh,
    async update(id: string, changes: { name?: string; folder?: string | null }): Promise<TLibraryMedia> {
      const media = await callEndpoint(updateLibraryMedia, { params: { id }, body: changes });
      await refresh();

      return media;
    },
    async remove(id: string): Promise<void> {
      await callEndpoint(deleteLibraryMedia, { params: { id } });
      await refresh();
    },
    async crop(id: string, aspect: TCropAspect): Promise<TLibraryMedia> {
      const media = await callEndpoint(cropImage, { body: { media_id: id, aspect } });
      await refresh();

      return media;
    },
    async createTag(name: string): Promise<TLibraryTag> {
      const tag = await callEndpoint(createLibraryTag, { body: { name } });
      await refresh();

      return tag;
    },
    async attach(mediaIds: string[], tagIds: string[]): Promise<TLibraryMedia[]> {
      const media = await callEndpoint(attachLibraryTags, { body: { media_ids: mediaIds, tag_ids: tagIds } });
      await refresh();

      return media;
    },
    async detach(mediaIds: string[], tagIds: string[]): Promise<TLibraryMedia[]> {
      const media = await callEndpoint(detachLibraryTags, { body: { media_ids: mediaIds, tag_ids: tagIds } });
      await refresh();

      return media;
    },
  };
}
