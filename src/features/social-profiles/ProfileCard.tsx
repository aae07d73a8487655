import { MoreHorizontal, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TSocialProfile } from '@contracts/social.ts';
import { isApiError } from '@/api/client.ts';
import { externalNavigation, useSocialActions } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Card } from '@/design-system/Card';
import { AlertDialog } from '@/design-system/Dialog';
import { Heading } from '@/design-system/Heading';
import { IconButton } from '@/design-system/IconButton';
import { Link } from '@/design-system/Link';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/Menu';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Switch } from '@/design-system/Switch';
import { TagInput } from '@/design-system/TagInput';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import type { StatusMessage } from '@/lib/status-messages.tsx';
import { ConnectionHealth } from './ConnectionHealth.tsx';
import { useExactTime } from './Moment.tsx';

export type { StatusMessage } from '@/lib/status-messages.tsx';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[400]};
`;

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  align-items: center;
  flex: 1 1 260px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Labels are short words: trimmed, at most 40 characters, anything else typed is kept as it is. */
const normalizeLabel = (raw: string) => {
  const label = raw.trim();

  return label.length > 0 && label.length <= 40 ? label : null;
};

type ProfileCardProps = {
  profile: TSocialProfile;
  timeZone: string;
  onStatus: (message: StatusMessage) => void;
  /** Called after the profile was deleted (the card is gone: the page moves focus). */
  onDeleted: (profile: TSocialProfile) => void;
};

/** One connected profile: who it is, its connection's health, its labels and groups, and what can be done. */
export function ProfileCard({ profile, timeZone, onStatus, onDeleted }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  const actions = useSocialActions();
  const exactTime = useExactTime(timeZone);
  const [busy, setBusy] = useState<'toggle' | 'relaunch' | null>(null);
  const [labels, setLabels] = useState(profile.labels);
  const [labelsError, setLabelsError] = useState<string | null>(null);
  const [labelsSaved, setLabelsSaved] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const network = networkName(profile.network);
  const error = profile.health.last_error;
  const needsReconnect = profile.auth_status !== 'ok' || error?.class === 'reconnect';
  const titleId = `profile-${profile.id}`;

  async function toggle(isActive: boolean) {
    setBusy('toggle');
    try {
      await (isActive ? actions.activate(profile.id) : actions.deactivate(profile.id));
      onStatus({
        tone: 'success',
        text: t(isActive ? 'profiles.resumed' : 'profiles.paused', { name: profile.name }),
      });
    } catch (caught) {
      onStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
    } finally {
      setBusy(null);
    }
  }

  async function relaunch() {
    setBusy('relaunch');
    try {
      const answer = await actions.relaunch(profile.id);
      if (answer.action === 'reconnect') {
        onStatus({ tone: 'info', text: t('profiles.goingToNetwork', { network }) });
        externalNavigation.assign(answer.authorize_url);

        return;
      }
      const next = answer.profile.health.next_sync_at;
      onStatus({
        tone: 'success',
        text: next
          ? t('profiles.syncQueuedAt', { name: profile.name, time: exactTime(next) })
          : t('profiles.syncQueued', { name: profile.name }),
      });
    } catch (caught) {
      onStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
    } finally {
      setBusy(null);
    }
  }

  async function saveLabels(next: string[]) {
    setLabels(next);
    setLabelsSaved(false);
    setLabelsError(null);
    try {
      const saved = await actions.updateLabels(profile.id, next);
      setLabels(saved.labels);
      setLabelsSaved(true);
    } catch (caught) {
      // The labels typed stay in the field; the message says why they were not saved.
      setLabelsError(
        isApiError(caught) && caught.errors?.labels?.[0]
          ? caught.errors.labels[0]
          : formErrorMessage(t, caught),
      );
    }
  }

  async function remove() {
    setDeleteError(null);
    try {
      await actions.remove(profile.id);
      onDeleted(profile);
    } catch (caught) {
      setDeleteError(formErrorMessage(t, caught));
      throw caught;
    }
  }

  const followers =
    profile.followers === null
      ? null
      : t('profiles.followers', {
          count: profile.followers,
          formatted: new Intl.NumberFormat(i18n.language).format(profile.followers),
        });

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack gap={500}>
        <Top>
          <Identity>
            <Avatar name={profile.name} src={profile.avatar_url} network={profile.network} isDecorative />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Stack direction="row" gap={200} align="center" wrap>
                <Heading level={3} size="md" id={titleId}>
                  {profile.name}
                </Heading>
                {profile.is_demo && (
                  <Badge size="sm" tone="accent">
                    {t('profiles.demo')}
                  </Badge>
                )}
                {!profile.is_active && <Badge size="sm">{t('profiles.pausedBadge')}</Badge>}
                {profile.auth_status !== 'ok' && (
                  <Badge size="sm" tone={profile.auth_status === 'expiring' ? 'warning' : 'critical'}>
                    {t(`selection.status.${profile.auth_status}`)}
                  </Badge>
                )}
              </Stack>
              <Text size="sm" tone="secondary">
                {[profile.handle ? `@${profile.handle}` : null, network, followers]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Identity>
          <Actions>
            <Switch
              isSelected={profile.is_active}
              isDisabled={busy === 'toggle'}
              onChange={(isActive) => void toggle(isActive)}
              aria-label={t('profiles.activeNamed', { name: profile.name, network })}
            >
              {t('profiles.active')}
            </Switch>
            {needsReconnect ? (
              <Button
                size="sm"
                variant="primary"
                isLoading={busy === 'relaunch'}
                loadingLabel={t('profiles.reconnecting')}
                onPress={() => void relaunch()}
                aria-label={t('profiles.reconnectNamed', { name: profile.name, network })}
              >
                {t('profiles.reconnect')}
              </Button>
            ) : (
              <Button
                size="sm"
                iconStart={<RefreshCw aria-hidden="true" />}
                isLoading={busy === 'relaunch'}
                loadingLabel={t('profiles.syncing')}
                isDisabled={!profile.is_active}
                onPress={() => void relaunch()}
                aria-label={t('profiles.syncNowNamed', { name: profile.name, network })}
              >
                {t('profiles.syncNow')}
              </Button>
            )}
            <MenuTrigger
              placement="bottom end"
              trigger={
                <IconButton
                  size="sm"
                  icon={<MoreHorizontal />}
                  label={t('profiles.moreNamed', { name: profile.name, network })}
                />
              }
            >
              <Menu
                aria-label={t('profiles.moreNamed', { name: profile.name, network })}
                onAction={(key) => {
                  if (key === 'delete') setDeleteOpen(true);
                  if (key === 'open' && profile.url)
                    window.open(profile.url, '_blank', 'noopener,noreferrer');
                }}
              >
                {profile.url ? (
                  <MenuItem id="open">{t('profiles.openOnNetwork', { network })}</MenuItem>
                ) : null}
                <MenuItem id="delete" tone="critical">
                  {t('profiles.delete')}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </Actions>
        </Top>

        {error && (
          <Banner
            role="none"
            tone={error.class === 'retry_later' ? 'warning' : 'critical'}
            title={t(`profiles.errorClass.${error.class}`)}
          >
            <Stack gap={100}>
              <span>{error.message}</span>
              <span>
                {error.class === 'retry_later'
                  ? error.retry_after
                    ? t('profiles.retryAt', { time: exactTime(error.retry_after) })
                    : t('profiles.retrySoon')
                  : error.class === 'reconnect'
                    ? t('profiles.reconnectHint', { network })
                    : t('profiles.rejectedHint', { network })}
              </span>
              <Text as="span" size="xs" tone="secondary">
                {t('profiles.errorAt', { time: exactTime(error.at) })}
              </Text>
            </Stack>
          </Banner>
        )}

        <ConnectionHealth profile={profile} timeZone={timeZone} />

        <Stack direction="row" gap={600} wrap align="start">
          <div style={{ flex: '2 1 320px' }}>
            <TagInput
              label={t('profiles.labels')}
              description={labelsSaved ? t('profiles.labelsSaved') : t('profiles.labelsHint')}
              value={labels}
              onChange={(next) => void saveLabels(next)}
              normalize={normalizeLabel}
              maxTags={20}
              counterLabel={(used, max) => t('profiles.labelsCounter', { used, max })}
              removeLabel={t('profiles.removeLabel')}
              placeholder={t('profiles.addLabel')}
              errorMessage={labelsError ?? undefined}
              locale={i18n.language}
            />
          </div>
          <Stack gap={200} style={{ flex: '1 1 200px' }}>
            <Text size="sm" weight="medium">
              {t('profiles.groups')}
            </Text>
            {profile.groups.length > 0 ? (
              <Stack
                as="ul"
                direction="row"
                gap={200}
                wrap
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {profile.groups.map((group) => (
                  <li key={group.id}>
                    <Badge size="sm" tone="info">
                      {group.name}
                    </Badge>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" tone="secondary">
                {t('profiles.noGroups')} <Link href="/groups">{t('profiles.manageGroups')}</Link>
              </Text>
            )}
          </Stack>
        </Stack>
      </Stack>

      <AlertDialog
        isOpen={isDeleteOpen}
        onOpenChange={(isOpen) => {
          setDeleteOpen(isOpen);
          if (!isOpen) setDeleteError(null);
        }}
        title={t('profiles.deleteTitle', { name: profile.name, network })}
        confirmLabel={t('profiles.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
      >
        <Stack gap={300}>
          {deleteError && <Banner tone="critical">{deleteError}</Banner>}
          <Text>{t('profiles.deleteIntro')}</Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>
              {t('profiles.deleteHistory', {
                days: t('profiles.health.days', { count: profile.health.backfill.days }),
                posts: t('profiles.health.posts', { count: profile.health.backfill.posts }),
              })}
            </li>
            {profile.labels.length > 0 && (
              <li>{t('profiles.deleteLabels', { count: profile.labels.length })}</li>
            )}
            {profile.groups.length > 0 && (
              <li>
                {t('profiles.deleteGroups', {
                  count: profile.groups.length,
                  names: profile.groups.map((group) => group.name).join(', '),
                })}
              </li>
            )}
          </ul>
          <Text tone="secondary" size="sm">
            {t('profiles.deleteReconnect', { network })}
          </Text>
        </Stack>
      </AlertDialog>
    </Card>
  );
}
