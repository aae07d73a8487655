import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { abortReads } from '@/api/client.ts';
import { logout } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { USER_KEY } from '@/api/user.ts';

/**
 * Calls off the reads under way, ends the session on the server, then forgets everything this browser cached for the user (no other
 * user's data may survive a sign-out), keeping the now signed-out `/user` as null.
 */
export function useSignOut() {
  const { mutate } = useSWRConfig();

  return useCallback(async () => {
    // Reads still under way would come back 401 once the session ends.
    abortReads();
    try {
      await callEndpoint(logout);
    } finally {
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(USER_KEY, null, { revalidate: false });
    }
  }, [mutate]);
}
