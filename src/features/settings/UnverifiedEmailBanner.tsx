import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerificationNotification } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { formErrorMessage } from '@/lib/error-message.ts';

/** Shown in the app while the user's (changed) e-mail address awaits its verification click. */
export function UnverifiedEmailBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'warning' | 'success' | 'critical'; text: string } | null>(
    null,
  );
  const [isSending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await callEndpoint(sendVerificationNotification);
      setResult({ tone: 'success', text: t('signup.emailVerification.resent') });
    } catch (error) {
      setResult({ tone: 'critical', text: formErrorMessage(t, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Banner
      tone={result?.tone ?? 'warning'}
      action={
        result?.tone === 'success' ? undefined : (
          <Button
            size="sm"
            onPress={() => void resend()}
            isLoading={isSending}
            loadingLabel={t('signup.emailVerification.resending')}
          >
            {t('shell.resendVerification')}
          </Button>
        )
      }
    >
      {result?.text ?? t('shell.emailUnverified', { email })}
    </Banner>
  );
}
