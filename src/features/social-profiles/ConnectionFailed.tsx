import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NETWORKS, type TProfileNetwork } from '@contracts/social.ts';
import { externalNavigation, useApiProfiles, useSocialActions } from '@/api/social.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { formErrorMessage } from '@/lib/error-message.ts';

/** The codes the consent can come back with, said in plain words; anything else shows the server's message. */
const KNOWN_CODES = [
  'access_denied',
  'state_expired',
  'invalid_state',
  'no_accounts',
  'network_error',
] as const;

type ConnectionFailedProps = {
  code: string;
  message: string | null;
  /** The network (or connect target) that failed, when the redirect named it. */
  network: string | null;
  returnTo: string;
  chooserPath: string;
};

/** A connection that came back with an error: what happened, and a way to try again at once. */
export function ConnectionFailed({ code, message, network, returnTo, chooserPath }: ConnectionFailedProps) {
  const { t } = useTranslation();
  const { networks } = useApiProfiles();
  const actions = useSocialActions();
  const [busy, setBusy] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const name = (PROFILE_NETWORKS as readonly string[]).includes(network ?? '')
    ? networkName(network as TProfileNetwork)
    : (networks?.find((candidate) => candidate.target === network)?.name ?? t('connect.theNetwork'));
  const target = networks?.find(
    (candidate) => candidate.configured && (candidate.target === network || candidate.network === network),
  );
  const known = (KNOWN_CODES as readonly string[]).includes(code);

  async function retry() {
    if (!target) return;
    setBusy(true);
    setRetryError(null);
    try {
      const { authorize_url: url } = await actions.startConnection(target.target, returnTo);
      externalNavigation.assign(url);
    } catch (caught) {
      setRetryError(formErrorMessage(t, caught));
      setBusy(false);
    }
  }

  return (
    <Stack gap={400}>
      <Banner role="alert" tone="critical" title={t('connect.failedTitle', { network: name })}>
        <Stack gap={100}>
          <span>
            {known
              ? t(`connect.failure.${code as (typeof KNOWN_CODES)[number]}`, { network: name })
              : message || t('connect.failure.unknown', { network: name })}
          </span>
          {known && message && <span>{t('connect.failureDetail', { message })}</span>}
        </Stack>
      </Banner>
      {retryError && <Banner tone="critical">{retryError}</Banner>}
      <Stack direction="row" gap={400} align="center" wrap>
        {target && (
          <Button
            variant="primary"
            isLoading={busy}
            loadingLabel={t('connect.opening')}
            onPress={() => void retry()}
          >
            {t('common.tryAgain')}
          </Button>
        )}
        <Link href={chooserPath} variant="standalone">
          {t('connect.chooseNetwork')}
        </Link>
      </Stack>
    </Stack>
  );
}
