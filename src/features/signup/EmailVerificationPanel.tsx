import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { sendVerificationNotification, validateEmail } from '@/api/routes.generated.ts';
import type { TUser } from '@contracts/user.ts';
import { getSignupNextStep } from '@/api/routes.generated.ts';
import { callEndpoint, endpointPath } from '@/api/endpoints.ts';
import { useCurrentUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { SignUpActor } from './sign-up-actor.ts';

/** How often the waiting screen asks whether the address was verified (in another tab or device). */
export const VERIFICATION_POLL_MS = 5_000;

type LinkResult =
  { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'failed'; message: string };

/**
 * One verification per link, even when React mounts twice (StrictMode) or the page re-renders: the POST is
 * remembered by token for the life of the page.
 */
const verifications = new Map<string, Promise<{ email: string }>>();

function verifyOnce(userId: string, body: { token: string; expires: string; signature: string }) {
  const pending =
    verifications.get(body.token) ??
    callEndpoint(validateEmail, { params: { id: userId }, body: { ...body, expires: Number(body.expires) } });
  verifications.set(body.token, pending);

  return pending;
}

/** Opening the e-mailed link: verifies, then either continues the flow (signed in) or asks to sign in. */
function VerificationLink({
  params,
  onVerified,
}: {
  params: URLSearchParams;
  onVerified: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<LinkResult>({ state: 'verifying' });
  const userId = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';

  useEffect(() => {
    let isCurrent = true;
    verifyOnce(userId, { token, expires, signature }).then(
      async ({ email }) => {
        if (!isCurrent) return;
        setResult({ state: 'verified', email });
        await onVerified();
      },
      (error: unknown) => {
        if (isCurrent) setResult({ state: 'failed', message: formErrorMessage(t, error) });
      },
    );

    return () => {
      isCurrent = false;
    };
  }, [userId, token, expires, signature, onVerified, t]);

  if (result.state === 'verifying') {
    return (
      <Stack direction="row" gap={300} align="center">
        <Spinner size="sm" label={t('signup.emailVerification.verifying')} isDecorative />
        <Text role="status">{t('signup.emailVerification.verifying')}</Text>
      </Stack>
    );
  }
  if (result.state === 'failed') {
    return (
      <Banner tone="critical" title={t('signup.emailVerification.failedTitle')}>
        {result.message}
      </Banner>
    );
  }

  return (
    <EmptyState
      icon={<MailCheck aria-hidden="true" />}
      title={t('signup.emailVerification.verifiedTitle')}
      description={t('signup.emailVerification.verifiedSignIn')}
      actions={
        <Link href={`/signin?email=${encodeURIComponent(result.email)}`} variant="standalone">
          {t('signup.emailVerification.signIn')}
        </Link>
      }
    />
  );
}

/** Waiting for the click: where the mail went, a resend button, and a quiet poll of the server. */
function WaitingForClick({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const actor = SignUpActor.useActorRef();
  const { mutate: refreshUser } = useCurrentUser();
  const [notice, setNotice] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [isSending, setSending] = useState(false);
  const { data: progress } = useSWR(endpointPath(getSignupNextStep), () => callEndpoint(getSignupNextStep), {
    refreshInterval: VERIFICATION_POLL_MS,
  });

  useEffect(() => {
    if (progress && progress.status !== 'USER_EMAIL_VERIFICATION') {
      actor.send({ type: 'progress.synced', progress });
      void refreshUser();
    }
  }, [progress, actor, refreshUser]);

  async function resend() {
    setSending(true);
    setNotice(null);
    try {
      await callEndpoint(sendVerificationNotification);
      setNotice({ tone: 'success', text: t('signup.emailVerification.resent') });
    } catch (error) {
      setNotice({ tone: 'critical', text: formErrorMessage(t, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap={500}>
      <Text>{t('signup.emailVerification.body', { email: user.email })}</Text>
      {notice && (
        <Banner tone={notice.tone} role={notice.tone === 'critical' ? 'alert' : 'status'}>
          {notice.text}
        </Banner>
      )}
      <Text size="sm" tone="secondary">
        {t('signup.emailVerification.spamHint')}
      </Text>
      <Button
        onPress={() => void resend()}
        isLoading={isSending}
        loadingLabel={t('signup.emailVerification.resending')}
      >
        {t('signup.emailVerification.resend')}
      </Button>
    </Stack>
  );
}

/** The e-mail verification step, in both of its situations: waiting for the click, or the click itself. */
export function EmailVerificationPanel() {
  const { user, mutate } = useCurrentUser();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const isSignedIn = Boolean(user);

  // Signed in: reload the user and let the start page send them on (the next sign-up step, or back to the
  // app after verifying a changed address). Signed out: the link's own page asks them to sign in.
  const onVerified = useCallback(async () => {
    if (!isSignedIn) return;
    await mutate();
    await navigate('/', { replace: true });
  }, [isSignedIn, mutate, navigate]);

  if (params.has('token')) return <VerificationLink params={params} onVerified={onVerified} />;

  return user ? <WaitingForClick user={user} /> : null;
}
