import type {
  TCaptionSuggestions,
  TGenerateCaptionsInput,
  TTranslateInput,
  TTranslation,
} from '@contracts/writing.ts';
import useSWR from 'swr';
import {
  generateCaptions,
  generateProfileCaptions,
  getWritingCapabilities,
  translateText,
} from '@/api/routes.generated.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

/** Which writing help the server offers (read once: it changes only with the server's configuration). */
export function useWritingCapabilities() {
  const { data, error } = useSWR(endpointPath(getWritingCapabilities), () =>
    callEndpoint(getWritingCapabilities),
  );

  return { capabilities: data, error: error as unknown };
}

/** Where suggestions learn from: one profile, or several (none: every active profile of the account). */
export type SuggestionScope = { profileId: string } | { profileIds: readonly string[] };

export function suggestCaptions(
  scope: SuggestionScope,
  input: Omit<TGenerateCaptionsInput, 'profile_ids'>,
): Promise<TCaptionSuggestions> {
  if ('profileId' in scope)
    return callEndpoint(generateProfileCaptions, { params: { spid: scope.profileId }, body: input });

  return callEndpoint(generateCaptions, {
    body: { ...input, ...(scope.profileIds.length > 0 ? { profile_ids: [...scope.profileIds] } : {}) },
  });
}

export function translate(input: TTranslateInput): Promise<TTranslation> {
  return callEndpoint(translateText, { body: input });
}
