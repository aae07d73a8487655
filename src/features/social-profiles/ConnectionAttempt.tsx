import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TSocialProfile } from '@contracts/social.ts';
import { isApiError } from '@/api/client.ts';
import { useConnectionAttempt, useSocialActions } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Form, FormActions } from '@/design-system/Form';
import { Link } from '@/design-system/Link';
import { LoadError } from '@/design-system/LoadError';
import { networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';

const Accounts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  }

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

type ConnectionAttemptProps = {
  attemptId: string;
  /** Called with the profiles once connected (the screen decides where to go next). */
  onConnected: (profiles: TSocialProfile[]) => void;
  /** Where "Choose another network" goes. */
  chooserPath: string;
};

/** After the network's consent: the accounts it gave access to, to tick and connect. */
export function ConnectionAttempt({ attemptId, onConnected, chooserPath }: ConnectionAttemptProps) {
  const { t } = useTranslation();
  const { attempt, error, isLoading, mutate } = useConnectionAttempt(attemptId);
  const actions = useSocialActions();
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const firstBox = useRef<HTMLDivElement>(null);

  if (isLoading) return <Skeleton lines={5} />;
  if (error || !attempt) {
    const expired = isApiError(error) && error.status === 404;

    return (
      <Stack gap={400}>
        {expired ? (
          <Banner tone="critical" title={t('connect.attemptExpiredTitle')}>
            {t('connect.attemptExpiredBody')}
          </Banner>
        ) : (
          <LoadError
            message={formErrorMessage(t, error)}
            retryLabel={t('common.tryAgain')}
            onRetry={() => void mutate()}
          />
        )}
        <div>
          <Link href={chooserPath} variant="standalone">
            {t('connect.chooseNetwork')}
          </Link>
        </div>
      </Stack>
    );
  }

  // Until the user changes it, the accounts that can be connected and are not yet are ticked.
  const chosen =
    selected ??
    new Set(
      attempt.accounts
        .filter((account) => !account.unavailable_reason && !account.already_connected)
        .map((account) => account.remote_id),
    );
  const network = networkName(attempt.network);
  const toggle = (remoteId: string, isSelected: boolean) => {
    const next = new Set(chosen);
    if (isSelected) next.add(remoteId);
    else next.delete(remoteId);
    setSelected(next);
    if (next.size > 0) setFieldError(null);
  };

  async function submit() {
    setFormError(null);
    if (chosen.size === 0) {
      setFieldError(t('connect.chooseOne'));
      firstBox.current?.querySelector('input')?.focus();

      return;
    }
    setSubmitting(true);
    try {
      onConnected(await actions.completeConnection(attempt!.id, [...chosen]));
    } catch (caught) {
      const message = isApiError(caught) ? caught.errors?.remote_ids?.[0] : undefined;
      if (message) setFieldError(message);
      else setFormError(formErrorMessage(t, caught));
      setSubmitting(false);
    }
  }

  return (
    <Form
      aria-label={t('connect.accountsTitle', { network })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {formError && <Banner tone="critical">{formError}</Banner>}
      {attempt.is_demo && <Banner tone="info">{t('connect.demoAttempt', { network })}</Banner>}
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby="accounts-error">
        <legend style={{ padding: 0, marginBottom: 12 }}>
          <Text weight="semibold">{t('connect.accountsLegend', { network })}</Text>
        </legend>
        {attempt.accounts.length === 0 ? (
          <Text tone="secondary">{t('connect.noAccounts', { network })}</Text>
        ) : (
          <Accounts>
            {attempt.accounts.map((account, index) => {
              const details = [account.handle ? `@${account.handle}` : null, account.kind]
                .filter(Boolean)
                .join(' · ');

              return (
                <li key={account.remote_id}>
                  <div ref={index === 0 ? firstBox : undefined} style={{ flex: '1 1 auto', minWidth: 0 }}>
                    <Checkbox
                      isSelected={chosen.has(account.remote_id)}
                      onChange={(isSelected) => toggle(account.remote_id, isSelected)}
                      isDisabled={Boolean(account.unavailable_reason) || isSubmitting}
                      isInvalid={Boolean(fieldError)}
                      description={account.unavailable_reason ?? details}
                    >
                      {account.name}
                    </Checkbox>
                  </div>
                  {account.already_connected && (
                    <Badge size="sm" tone="success">
                      {t('connect.alreadyConnected')}
                    </Badge>
                  )}
                  {account.unavailable_reason && <Badge size="sm">{t('connect.unavailable')}</Badge>}
                  <Avatar
                    name={account.name}
                    src={account.avatar_url}
                    network={attempt.network}
                    size="sm"
                    isDecorative
                  />
                </li>
              );
            })}
          </Accounts>
        )}
        <div id="accounts-error" role="alert">
          {fieldError && (
            <Text size="sm" tone="critical" style={{ marginTop: 8 }}>
              {fieldError}
            </Text>
          )}
        </div>
      </fieldset>
      <FormActions align="end">
        <Link href={chooserPath} variant="standalone">
          {t('connect.chooseNetwork')}
        </Link>
        <Button
          type="submit"
          variant="primary"
          isLoading={isSubmitting}
          loadingLabel={t('connect.connecting')}
          isDisabled={attempt.accounts.length === 0}
        >
          {t('connect.connectChosen', { count: chosen.size })}
        </Button>
      </FormActions>
    </Form>
  );
}
