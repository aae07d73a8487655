import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/user.ts';
import { LoadError } from '@/design-system/LoadError';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { homePathFor, safeNextPath } from './navigation.ts';

/** Shown while the user loads: centred, announced, and not a flash for fast responses. */
export function FullPageLoading() {
  const { t } = useTranslation();

  return (
    <Stack align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spinner size="lg" label={t('common.loading')} />
    </Stack>
  );
}

/** When /user itself fails (not a 401: the server or the network), say so and offer a retry. */
export function UserLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();

  return (
    <Stack align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <LoadError
        variant="panel"
        message={t('common.unexpectedError')}
        retryLabel={t('common.tryAgain')}
        onRetry={retry}
      />
    </Stack>
  );
}

/** Signed-out pages (sign-in, sign-up, password reset): a signed-in user goes where they belong. */
export function GuestOnly() {
  const { user, isLoading, error, mutate } = useCurrentUser();
  const [params] = useSearchParams();
  if (isLoading) return <FullPageLoading />;
  if (error) return <UserLoadFailed retry={() => void mutate()} />;
  if (user) return <Navigate to={safeNextPath(params.get('next')) ?? homePathFor(user)} replace />;

  return <Outlet />;
}
