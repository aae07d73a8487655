import { MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { ButtonContext, ComboBox as AriaComboBox } from 'react-aria-components';
import styled from 'styled-components';
import type { TPlace } from '@contracts/links.ts';
import type { TPostLocation, TPublishingSpecification } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { LOCATION_QUERY_MIN, useLocationSearch } from '@/api/links.ts';
import {
  FieldBox,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldListEmpty,
  fieldIconButtonStyles,
  fieldRootStyles,
  type FieldListItem,
} from '@/design-system/Field';
import { FieldListBox, FieldListBoxItem, FieldPopover } from '@/design-system/Field/list.ts';
import { IconButton } from '@/design-system/IconButton';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import type { ComposerValues } from './composer-model.ts';

const Root = styled(AriaComboBox)`
  ${fieldRootStyles};
` as typeof AriaComboBox;

const Pin = styled.span`
  ${fieldIconButtonStyles};
  pointer-events: none;
`;

/** A place as a list option: its name, and where it is. */
export function placeOption(place: TPlace): FieldListItem {
  const where = [place.address, place.city, place.country].filter(Boolean).join(', ');

  return { id: place.id, label: place.name, ...(where ? { description: where } : {}) };
}

export type LocationPickerProps = {
  profile: Pick<TSocialProfile, 'id' | 'name' | 'network'>;
  /** The chosen place, or null. */
  value: TPostLocation | null;
  onChange: (location: TPostLocation | null) => void;
  /** The server's refusal of the place, e.g. a network that takes none. */
  errorMessage?: string;
};

/**
 * Tags a post with a place on one profile's network: search-as-you-type (debounced, from two letters) through
 * `/search-locations` with the profile's own connection, the network's places in a list, a failure said in
 * plain words (reconnect, try later, refused).
 */
export function LocationPicker({ profile, value, onChange, errorMessage }: LocationPickerProps) {
  const { t } = usePublishingText();
  const [text, setText] = useState(value?.name ?? '');
  const isTyping = text !== (value?.name ?? '');
  const { data, error, isLoading, isWaiting } = useLocationSearch(isTyping ? profile.id : null, text);
  const places = data?.places ?? [];
  const network = networkName(profile.network);
  const failure = data?.failure ?? null;
  const query = text.trim();

  let empty: string;
  if (query.length < LOCATION_QUERY_MIN) empty = t('publishing.composer.place.typeMore');
  else if (isWaiting || isLoading) empty = t('publishing.composer.place.searching');
  else if (error) empty = t('publishing.composer.place.failed');
  else if (failure?.reason === 'reconnect')
    empty = t('publishing.composer.place.reconnect', { profile: profile.name });
  else if (failure)
    empty =
      failure.reason === 'retry_later'
        ? t('publishing.composer.place.retryLater', { network })
        : t('publishing.composer.place.rejected', { network });
  else empty = t('publishing.composer.place.none', { query });

  const choose = (id: string | null) => {
    const place = places.find((candidate) => candidate.id === id);
    if (!place) return;
    onChange({ id: place.id, name: place.name });
    setText(place.name);
  };

  return (
    <Stack gap={100}>
      <Root<FieldListItem>
        items={isTyping && !isWaiting ? places.map(placeOption) : []}
        inputValue={text}
        onInputChange={setText}
        selectedKey={value?.id ?? null}
        onSelectionChange={(key) => choose(key === null ? null : String(key))}
        menuTrigger="input"
        allowsEmptyCollection
        allowsCustomValue
        isInvalid={!!errorMessage}
        validationBehavior="aria"
      >
        <FieldLabel>
          {t('publishing.composer.place.label', { profile: `${network} · ${profile.name}` })}
        </FieldLabel>
        <FieldDescription>{t('publishing.composer.place.help')}</FieldDescription>
        <FieldBox>
          <Pin aria-hidden="true">
            <MapPin />
          </Pin>
          <FieldInput placeholder={t('publishing.composer.place.placeholder')} />
          {value && (
            // Not the combobox's own (list) button: cleared of the context the combobox gives its buttons.
            <ButtonContext.Provider value={null}>
              <IconButton
                size="sm"
                variant="ghost"
                label={t('publishing.composer.place.remove')}
                icon={<X aria-hidden="true" />}
                onPress={() => {
                  onChange(null);
                  setText('');
                }}
              />
            </ButtonContext.Provider>
          )}
        </FieldBox>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <FieldPopover>
          <FieldListBox<FieldListItem> renderEmptyState={() => <FieldListEmpty>{empty}</FieldListEmpty>}>
            {(item) => <FieldListBoxItem item={item} />}
          </FieldListBox>
        </FieldPopover>
      </Root>
      {failure?.reason === 'reconnect' && isTyping && (
        <Text size="sm" tone="critical" role="status">
          {failure.message}{' '}
          <Link href="/social-profiles">{t('publishing.composer.place.reconnectLink')}</Link>
        </Text>
      )}
    </Stack>
  );
}

export type ComposerPlacesProps = {
  /** The profiles the post is for. */
  profiles: readonly Pick<TSocialProfile, 'id' | 'name' | 'network'>[];
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  /** The composer's per-profile variants, where each profile's place is kept. */
  variants: ComposerValues['variants'];
  /** Called with the variants, the changed profile's place set or removed. */
  onChange: (variants: ComposerValues['variants']) => void;
  /** The server's field errors (`variants.<id>.location`). */
  errors: Readonly<Record<string, string[] | undefined>>;
};

/** One place picker per chosen profile whose network tags posts with a place; nothing when none does. */
export function ComposerPlaces({
  profiles,
  specifications,
  variants,
  onChange,
  errors,
}: ComposerPlacesProps) {
  const { t } = usePublishingText();
  const taking = profiles.filter((profile) => specifications.get(profile.id)?.locations);
  if (taking.length === 0) return null;

  return (
    <Stack gap={300} role="group" aria-label={t('publishing.composer.place.title')}>
      {taking.map((profile) => (
        <LocationPicker
          key={profile.id}
          profile={profile}
          value={variants[profile.id]?.location ?? null}
          onChange={(location) => {
            const { location: _old, ...rest } = variants[profile.id] ?? {};
            onChange({ ...variants, [profile.id]: location ? { ...rest, location } : rest });
          }}
          errorMessage={errors[`variants.${profile.id}.location`]?.[0] ?? errors.location?.[0]}
        />
      ))}
    </Stack>
  );
}
