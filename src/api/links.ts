import type { TLinkPreview, TLocationSearch } from '@contracts/links.ts';
import { scrapeUrl, searchLocations } from '@/api/routes.generated.ts';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { isApiError, serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const LOCATIONS_KEY = endpointPath(searchLocations);
export const LINK_PREVIEW_KEY = endpointPath(scrapeUrl);
/** The shortest text a place search is sent for (the server refuses shorter, naming `q`). */
export const LOCATION_QUERY_MIN = 2;
const DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);

    return () => window.clearTimeout(timer);
  }, [value, ms]);

  return settled;
}

/**
 * Places to tag a post with, searched on the profile's network as the user types (debounced; nothing is asked
 * under two characters). A network that could not answer comes back in `data.failure`.
 */
export function useLocationSearch(profileId: string | null, text: string) {
  const q = useDebounced(text.trim());
  const query = profileId && q.length >= LOCATION_QUERY_MIN ? { profile_id: profileId, q } : null;
  const { data, error, isLoading } = useSWR<TLocationSearch>(
    query ? `${LOCATIONS_KEY}?${serializeQuery(query)}` : null,
    () => callEndpoint(searchLocations, { query: query! }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );

  return {
    data: query ? data : undefined,
    error: query ? error : undefined,
    isLoading,
    isWaiting: q !== text.trim(),
  };
}

/** Whether `value` is an address worth asking a preview for. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());

    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The preview a link unfurls into, read by the server from the page (debounced while the link is typed). A
 * page that cannot be read is an error whose `errors.url` says why in plain words.
 */
export function useLinkPreview(link: string) {
  const url = useDebounced(link.trim(), 500);
  const key = isWebAddress(url) ? `${LINK_PREVIEW_KEY}?${serializeQuery({ url })}` : null;
  const { data, error, isLoading } = useSWR<TLinkPreview>(
    key,
    () => callEndpoint(scrapeUrl, { query: { url } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const reason = isApiError(error) ? (error.errors?.url?.[0] ?? null) : null;

  return {
    preview: key ? data : undefined,
    error: key ? error : undefined,
    /** Why the page has no preview, in the server's plain words (null for other errors). */
    reason: key ? reason : null,
    isLoading: key !== null && isLoading,
    isWaiting: url !== link.trim() && isWebAddress(link.trim()),
  };
}
