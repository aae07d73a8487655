import { FolderPlus, MoreHorizontal, Plus, UsersRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TGroup, TSocialProfile } from '@contracts/social.ts';
import { useGroups, useSocialActions, useSocialProfiles } from '@/api/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Button } from '@/design-system/Button';
import { Card, CardHeader } from '@/design-system/Card';
import { AlertDialog, Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { IconButton } from '@/design-system/IconButton';
import { LoadError } from '@/design-system/LoadError';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/Menu';
import { networkName } from '@/design-system/NetworkIcon';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { AddProfilesForm, CreateGroupForm, RenameGroupForm } from './GroupForms.tsx';
import { PageHeader } from '@/design-system/PageHeader';
import { StatusMessages } from '@/lib/status-messages.tsx';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[200]} 0;
  }

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

type DialogKind = 'create' | 'rename' | 'add' | 'delete';

type Status = { tone: 'success' | 'critical'; text: string } | null;

/** The groups: their profiles, and creating, renaming, filling and deleting them. */
export function GroupsManager() {
  const { t } = useTranslation();
  const { groups, error, isLoading, mutate } = useGroups();
  const { profiles } = useSocialProfiles();
  const actions = useSocialActions();
  const [kind, setKind] = useState<DialogKind | null>(null);
  // Kept after a dialog closes, so its title and body stay the same while it animates out.
  const [target, setTarget] = useState<TGroup | null>(null);
  const setOpen = (next: { kind: DialogKind; group?: TGroup }) => {
    setKind(next.kind);
    if (next.group) setTarget(next.group);
  };
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setKind(null);
  const byId = new Map((profiles ?? []).map((profile) => [profile.id, profile]));
  /** After a dialog closes on success, focus lands on the group's own heading (or the page's). */
  const focusGroup = (id: string | null) =>
    setTimeout(() => {
      const heading = id ? document.getElementById(`group-${id}`) : null;
      heading?.setAttribute('tabindex', '-1');
      (heading ?? headingRef.current)?.focus();
    }, 50);

  async function removeMember(group: TGroup, profile: TSocialProfile) {
    setBusy(`${group.id}:${profile.id}`);
    setStatus(null);
    try {
      await actions.removeGroupProfile(group.id, profile.id);
      setStatus({ tone: 'success', text: t('groups.removed', { profile: profile.name, group: group.name }) });
      focusGroup(group.id);
    } catch (caught) {
      setStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
    } finally {
      setBusy(null);
    }
  }

  const newGroup = (
    <Button
      variant="primary"
      iconStart={<Plus aria-hidden="true" />}
      onPress={() => setOpen({ kind: 'create' })}
    >
      {t('groups.new')}
    </Button>
  );
  const header = (
    <PageHeader
      ref={headingRef}
      title={t('groups.title')}
      subtitle={t('groups.subtitle')}
      actions={groups && groups.length > 0 ? newGroup : undefined}
    />
  );

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton lines={5} />;
  else if (error || !groups) {
    body = (
      <LoadError
        message={t('groups.loadFailed')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void mutate()}
      />
    );
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        size="lg"
        icon={<FolderPlus aria-hidden="true" />}
        title={t('groups.emptyTitle')}
        description={t('groups.emptyBody')}
        actions={newGroup}
      />
    );
  } else {
    body = groups.map((group) => {
      const members = group.profile_ids
        .map((id) => byId.get(id))
        .filter((p): p is TSocialProfile => Boolean(p));

      return (
        <Card key={group.id} aria-labelledby={`group-${group.id}`}>
          <Stack gap={400}>
            <CardHeader
              titleId={`group-${group.id}`}
              title={group.name}
              description={t('groups.profileCount', { count: group.profile_ids.length })}
              actions={
                <Stack direction="row" gap={200}>
                  <Button
                    size="sm"
                    iconStart={<Plus aria-hidden="true" />}
                    onPress={() => setOpen({ kind: 'add', group })}
                    aria-label={t('groups.addNamed', { name: group.name })}
                  >
                    {t('groups.add')}
                  </Button>
                  <MenuTrigger
                    placement="bottom end"
                    trigger={
                      <IconButton
                        size="sm"
                        icon={<MoreHorizontal />}
                        label={t('groups.moreNamed', { name: group.name })}
                      />
                    }
                  >
                    <Menu
                      aria-label={t('groups.moreNamed', { name: group.name })}
                      onAction={(key) => {
                        if (key === 'rename') setOpen({ kind: 'rename', group });
                        if (key === 'delete') setOpen({ kind: 'delete', group });
                      }}
                    >
                      <MenuItem id="rename">{t('groups.rename')}</MenuItem>
                      <MenuItem id="delete" tone="critical">
                        {t('groups.delete')}
                      </MenuItem>
                    </Menu>
                  </MenuTrigger>
                </Stack>
              }
            />
            {members.length === 0 ? (
              <Stack direction="row" gap={200} align="center">
                <UsersRound aria-hidden="true" size={16} />
                <Text size="sm" tone="secondary">
                  {t('groups.emptyGroup')}
                </Text>
              </Stack>
            ) : (
              <Members aria-label={t('groups.membersOf', { name: group.name })}>
                {members.map((profile) => (
                  <li key={profile.id}>
                    <Avatar
                      name={profile.name}
                      src={profile.avatar_url}
                      network={profile.network}
                      size="sm"
                      isDecorative
                    />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text weight="medium">{profile.name}</Text>
                      <Text size="sm" tone="secondary">
                        {[profile.handle ? `@${profile.handle}` : null, networkName(profile.network)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="tertiary"
                      isLoading={busy === `${group.id}:${profile.id}`}
                      onPress={() => void removeMember(group, profile)}
                      aria-label={t('groups.removeNamed', { profile: profile.name, group: group.name })}
                    >
                      {t('groups.remove')}
                    </Button>
                  </li>
                ))}
              </Members>
            )}
          </Stack>
        </Card>
      );
    });
  }

  return (
    <Stack gap={600}>
      <div>
        {header}
        <StatusMessages
          status={status}
          onDismiss={() => setStatus(null)}
          dismissLabel={t('profiles.dismiss')}
          style={{ marginTop: 24 }}
        />
      </div>
      {body}

      <Dialog
        isOpen={kind === 'create'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('groups.createTitle')}
        closeLabel={t('profiles.dismiss')}
        isDismissable={false}
      >
        <CreateGroupForm
          profiles={profiles ?? []}
          onCancel={close}
          onDone={(group) => {
            close();
            setStatus({ tone: 'success', text: t('groups.created', { name: group.name }) });
            focusGroup(group.id);
          }}
        />
      </Dialog>
      <Dialog
        isOpen={kind === 'rename' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('groups.renameTitle', { name: target.name }) : ''}
        closeLabel={t('profiles.dismiss')}
        isDismissable={false}
        size="sm"
      >
        {target && (
          <RenameGroupForm
            group={target}
            onCancel={close}
            onDone={(group) => {
              close();
              setStatus({ tone: 'success', text: t('groups.renamed', { name: group.name }) });
              focusGroup(group.id);
            }}
          />
        )}
      </Dialog>
      <Dialog
        isOpen={kind === 'add' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('groups.addTitle', { name: target.name }) : ''}
        closeLabel={t('profiles.dismiss')}
        isDismissable={false}
      >
        {target && (
          <AddProfilesForm
            group={target}
            profiles={profiles ?? []}
            onCancel={close}
            onDone={(group) => {
              close();
              setStatus({ tone: 'success', text: t('groups.added', { name: group.name }) });
              focusGroup(group.id);
            }}
          />
        )}
      </Dialog>
      <AlertDialog
        isOpen={kind === 'delete' && target !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={target ? t('groups.deleteTitle', { name: target.name }) : ''}
        confirmLabel={t('groups.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={async () => {
          if (!target) return;
          try {
            await actions.deleteGroup(target.id);
            setStatus({ tone: 'success', text: t('groups.deleted', { name: target.name }) });
            focusGroup(null);
          } catch (caught) {
            setStatus({ tone: 'critical', text: formErrorMessage(t, caught) });
          }
        }}
      >
        {target && <Text>{t('groups.deleteBody', { count: target.profile_ids.length })}</Text>}
      </AlertDialog>
    </Stack>
  );
}
