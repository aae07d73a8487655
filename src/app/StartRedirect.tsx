import { Navigate } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { FullPageLoading } from './guards.tsx';
import { homePathFor } from './navigation.ts';

/** `/`: sends a signed-in user where they belong and a visitor to sign-in. */
export default function StartRedirect() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageLoading />;

  return <Navigate to={user ? homePathFor(user) : '/signin'} replace />;
}
