import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { FullPageLoading, UserLoadFailed } from '../guards.tsx';
import { hasAppAccess, homePathFor } from '../navigation.ts';
import { AppShell } from './AppShell.tsx';

/** Signed-in pages of the app: guests go to sign-in (and come back), users mid-sign-up to their step. */
export function AppLayout() {
  const { user, isLoading, error, mutate } = useCurrentUser();
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
