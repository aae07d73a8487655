import type { TProfileNetwork } from '@contracts/social.ts';
import styled from 'styled-components';
import { Badge } from '@/design-system/Badge';
import { networkName } from '@/design-system/NetworkIcon';
import { Text } from '@/design-system/Text';
import { useLibraryText } from '@/i18n/areas/library.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * How many hashtags a text has, and against each network's limit (only networks the workspace publishes to
 * that have one: Instagram's 30, …). A network whose limit is passed shows in red with the limit in words.
 */
export function HashtagLimits({
  count,
  limits,
}: {
  count: number;
  limits: readonly { network: TProfileNetwork; max: number }[] | undefined;
}) {
  const { t } = useLibraryText();

  return (
    <Row>
      <Text size="sm" tone="secondary">
        {t('saved.count', { count })}
      </Text>
      {limits && limits.length > 0 && (
        <List aria-label={t('saved.limitsLabel')}>
          {limits.map(({ network, max }) => {
            const over = count > max;
            const name = networkName(network);

            return (
              <li key={network}>
                <Badge size="sm" tone={over ? 'critical' : 'neutral'}>
                  {over
                    ? t('saved.overLimit', { network: name, max, count })
                    : t('saved.limit', { network: name, count, max })}
                </Badge>
              </li>
            );
          })}
        </List>
      )}
    </Row>
  );
}
