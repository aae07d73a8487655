import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { FullPageLoading, UserLoadFailed } from '../guards.tsx';
import { hasAppAccess, homePathFor } from '../navigation.ts';
import { AppShell } from './AppShell.tsx';

/** Signed-in pages of the app: guests go to sign-in (and come back), users mid-sign-up to their step. */
export function AppLayout() {
  const current = useCurrentUser();
  // The user's arrival mounts the whole shell and the first screen. SWR's updates render synchronously, so
  // that would be one long task; deferred, it renders at transition priority, in slices (the loading screen
  // stays until it commits).
  const user = useDeferredValue(current.user);
  const isLoading = useDeferredValue(current.isLoading);
  const error = useDeferredValue(current.error);
  const { mutate } = current;
  const location = useLocation();
  if (isLoading) return <FullPageLoading />;
  if (error) return <UserLoadFailed retry={() => void mutate()} />;
  if (!user) {
    const next = `${location.pathname}${location.search}`;

    return <Navigate to={`/signin?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!hasAppAccess(user)) return <Navigate to={homePathFor(user)} replace />;

  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
