import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { logout } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { USER_KEY } from '@/api/user.ts';

/**
 * Ends the session on the server, then forgets everything this browser cached for the user (no other
 * user's data may survive a sign-out), keeping the now signed-out `/user` as null.
 */
export function useSignOut() {
  const { mutate } = useSWRConfig();

  return useCallback(async () => {
    try {
      await callEndpoint(logout);
    } finally {
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(USER_KEY, null, { revalidate: false });
    }
  }, [mutate]);
}
