import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { useSignOut } from '@/features/auth/index.ts';

/** `/logout`: ends the session on the server, then shows sign-in with a note that it worked. */
export default function SignOutScreen() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => navigate('/signin?notice=signed-out', { replace: true }));
  }, [signOut, navigate]);

  return (
    <Stack align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spinner size="lg" label={t('auth.signOut.inProgress')} />
    </Stack>
  );
}
