import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@contracts/user.ts';
import { updateMarketing } from '@/api/routes.generated.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { useSetCurrentUser } from '@/api/user.ts';
import { Banner } from '@/design-system/Banner';
import { Checkbox } from '@/design-system/Checkbox';
import { Stack } from '@/design-system/Stack';
import { formErrorMessage } from '@/lib/error-message.ts';

/** The marketing opt-in, saved as soon as it is ticked or unticked. */
export function MarketingPreference({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const setUser = useSetCurrentUser();
  const [message, setMessage] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function change(acceptsMarketing: boolean) {
    setSaving(true);
    setMessage(null);
    try {
      await setUser(await callEndpoint(updateMarketing, { body: { accepts_marketing: acceptsMarketing } }));
      setMessage({
        tone: 'success',
        text: acceptsMarketing ? t('settings.account.marketingOn') : t('settings.account.marketingOff'),
      });
    } catch (error) {
      setMessage({ tone: 'critical', text: formErrorMessage(t, error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap={300}>
      <Checkbox
        isSelected={user.settings.accepts_marketing}
        isDisabled={isSaving}
        onChange={(value) => void change(value)}
      >
        {t('settings.account.marketing')}
      </Checkbox>
      {message && (
        <Banner tone={message.tone} role={message.tone === 'critical' ? 'alert' : 'status'}>
          {message.text}
        </Banner>
      )}
    </Stack>
  );
}
