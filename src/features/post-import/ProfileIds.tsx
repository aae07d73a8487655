import { profileWithNetwork } from '@contracts/networks.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Disclosure } from '@/design-system/Disclosure';
import { IconButton } from '@/design-system/IconButton';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Table } from '@/design-system/Table';
import { Text } from '@/design-system/Text';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { copyToClipboard } from '@/lib/clipboard.ts';

const Id = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  overflow-wrap: anywhere;
  user-select: all;
`;

/**
 * What a file's `profile` and `network` columns may say, folded under one line: each active profile's name,
 * network, handle and id, the id copied with one press (for two profiles with the same name on one network).
 */
export function ProfileIds({ profiles }: { profiles: readonly TSocialProfile[] }) {
  const { t } = useLibraryText();
  const [copied, setCopied] = useState<{ tone: 'ok' | 'failed'; name: string } | null>(null);
  const active = profiles.filter((profile) => profile.is_active);
  if (active.length === 0) return null;

  return (
    <Disclosure summary={t('import.profileIds')}>
      <Stack gap={200}>
        <Text size="sm" tone="secondary">
          {t('import.profileIdsHelp')}
        </Text>
        <Table
          aria-label={t('import.profileIds')}
          columns={[
            { id: 'name', name: t('import.profile'), isRowHeader: true, width: '1fr', minWidth: 120 },
            { id: 'network', name: t('import.network'), width: 100 },
            { id: 'handle', name: t('import.handle'), width: '1fr', minWidth: 100 },
            { id: 'id', name: t('import.id'), width: '2fr', minWidth: 150 },
          ]}
          rows={active}
          renderCell={(profile, column) => {
            if (column === 'name') return profile.name;
            if (column === 'network') return networkName(profile.network);
            if (column === 'handle') return profile.handle ? `@${profile.handle}` : '—';

            return (
              <Stack direction="row" gap={100} align="center">
                <Id>{profile.id}</Id>
                <IconButton
                  size="sm"
                  icon={<Copy />}
                  label={t('import.copyId', { name: profileWithNetwork(profile) })}
                  onPress={() =>
                    void copyToClipboard(profile.id).then((ok) =>
                      setCopied({ tone: ok ? 'ok' : 'failed', name: profile.name }),
                    )
                  }
                />
              </Stack>
            );
          }}
        />
        <Text size="sm" role="status">
          {copied &&
            (copied.tone === 'ok' ? t('import.idCopied', { name: copied.name }) : t('import.idCopyFailed'))}
        </Text>
      </Stack>
    </Disclosure>
  );
}
