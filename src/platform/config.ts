import type { TPlatformConfig } from '@contracts/platform.ts';
import { getPlatformConfig } from '@/api/routes.generated.ts';
import useSWR from 'swr';
import { callEndpoint, endpointPath } from '@/api/endpoints.ts';

export type PlatformConfig = TPlatformConfig;

/**
 * Which browser services this deployment runs, read once per page from the server (one build serves every
 * deployment). Null while loading or when the server cannot say: every service then stays off.
 */
export function usePlatformConfig(): PlatformConfig | null {
  const { data } = useSWR(endpointPath(getPlatformConfig), () => callEndpoint(getPlatformConfig), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  return data ?? null;
}

/** Spec §1: on the giveaway picker only error monitoring and log collection run. */
export function isGiveawayPage(pathname: string): boolean {
  return pathname === '/giveaway-picker' || pathname.startsWith('/giveaway-picker/');
}
