import styled from 'styled-components';
import type { TSocialProfile } from '@contracts/social.ts';
import { Avatar } from '@/design-system/Avatar';
import { Checkbox } from '@/design-system/Checkbox';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};

  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[200]};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;

/** The profiles a new post goes to, one checkbox each (inactive profiles cannot be chosen). */
export function ProfileChoices({
  profiles,
  chosenIds,
  onChange,
  error,
}: {
  profiles: readonly TSocialProfile[];
  chosenIds: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const { t } = usePublishingText();

  return (
    <Choices aria-describedby={error ? 'composer-profiles-error' : undefined}>
      <legend>{t('publishing.composer.profiles')}</legend>
      {profiles.map((profile) => (
        <Checkbox
          key={profile.id}
          isSelected={chosenIds.includes(profile.id)}
          isDisabled={!profile.is_active}
          onChange={(isSelected) =>
            onChange(isSelected ? [...chosenIds, profile.id] : chosenIds.filter((id) => id !== profile.id))
          }
        >
          <Stack direction="row" gap={200} align="center">
            <Avatar
              name={profile.name}
              src={profile.avatar_url}
              size="sm"
              network={profile.network}
              isDecorative
            />
            <span>{`${profile.name} · ${networkName(profile.network)}`}</span>
          </Stack>
        </Checkbox>
      ))}
      {error && (
        <Text id="composer-profiles-error" size="sm" tone="critical" role="alert">
          {error}
        </Text>
      )}
    </Choices>
  );
}
