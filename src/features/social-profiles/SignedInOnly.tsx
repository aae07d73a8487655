import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { LoadError } from '@/design-system/LoadError';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';

/**
 * For a screen on a public route that still needs a signed-in user whatever their sign-up status (the end of
 * the sign-up flow): guests go to sign-in and come back.
 */
export function SignedInOnly({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading, error, mutate } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <Stack align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spinner size="lg" label={t('common.loading')} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
        <LoadError
          variant="panel"
          message={t('common.unexpectedError')}
          retryLabel={t('common.tryAgain')}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  if (!user) {
    return (
      <Navigate to={`/signin?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />
    );
  }

  return <>{children}</>;
}
