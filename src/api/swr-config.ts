import type { SWRConfiguration } from 'swr';
import { api, isApiError } from './client.ts';

/** Spec §9, data fetching. */
export const SWR_DEDUPE_INTERVAL_MS = 2_000;
export const SWR_FOCUS_THROTTLE_MS = 5_000;
export const SWR_ERROR_RETRY_MS = 5_000;
export const SWR_ERROR_RETRY_SLOW_MS = 10_000;
export const SWR_LOADING_SLOW_MS = 3_000;

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/** A slow connection as the browser reports it (Network Information API, where it exists). */
export function isSlowConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;

  return Boolean(
    connection && (connection.saveData || ['slow-2g', '2g'].includes(connection.effectiveType ?? '')),
  );
}

/** SWR keys are API paths (under /api), or `[path, query]`. */
export function swrFetcher(key: string | readonly [string, Record<string, unknown>?]): Promise<unknown> {
  const [path, query] = typeof key === 'string' ? [key, undefined] : key;

  return api.get(path, query);
}

/** Client errors do not fix themselves: retry only server errors and network failures. */
export function shouldRetry(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export function createSwrConfig(slow = isSlowConnection()): SWRConfiguration {
  const errorRetryInterval = slow ? SWR_ERROR_RETRY_SLOW_MS : SWR_ERROR_RETRY_MS;

  return {
    fetcher: swrFetcher,
    dedupingInterval: SWR_DEDUPE_INTERVAL_MS,
    focusThrottleInterval: SWR_FOCUS_THROTTLE_MS,
    errorRetryInterval,
    loadingTimeout: SWR_LOADING_SLOW_MS,
    onErrorRetry(error, _key, config, revalidate, { retryCount }) {
      if (!shouldRetry(error) || retryCount >= 5) return;
      setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval ?? errorRetryInterval);
    },
  };
}
