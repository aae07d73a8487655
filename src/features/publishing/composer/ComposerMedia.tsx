import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { TPostMedia } from '@contracts/publishing.ts';
import { Button } from '@/design-system/Button';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import type { ComposerProps } from './composer-props.ts';

const MediaList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[100]};
    align-items: flex-start;
  }

  & img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

const MediaKind = styled.span`
  width: 96px;
  height: 96px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;

/** The post's files: thumbnails with a remove button each, and the button that opens the media chooser. */
export function ComposerMedia({
  media,
  maxItems,
  onChange,
  error,
  pickMedia,
}: {
  media: TPostMedia[];
  /** As many files as the strictest chosen network takes. */
  maxItems: number;
  onChange: (media: TPostMedia[]) => void;
  error: string | undefined;
  pickMedia: NonNullable<ComposerProps['pickMedia']>;
}) {
  const { t } = usePublishingText();
  const [isPicking, setPicking] = useState(false);

  return (
    <Stack gap={200}>
      <Text size="sm" weight="medium" id="composer-media">
        {t('publishing.composer.media', { count: media.length, max: maxItems })}
      </Text>
      {media.length > 0 && (
        <MediaList aria-labelledby="composer-media">
          {media.map((item, index) => (
            <li key={`${item.url}-${index}`}>
              {item.type === 'image' ? (
                <img src={item.url} alt={item.alt_text ?? ''} />
              ) : (
                <MediaKind>{t(`publishing.kinds.${item.type === 'video' ? 'video' : 'document'}`)}</MediaKind>
              )}
              <Button
                variant="secondary"
                size="sm"
                onPress={() => onChange(media.filter((_, other) => other !== index))}
              >
                {t('publishing.composer.removeMedia', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </MediaList>
      )}
      <div>
        <Button
          variant="secondary"
          iconStart={<ImagePlus aria-hidden="true" />}
          isDisabled={media.length >= maxItems}
          onPress={() => setPicking(true)}
        >
          {t('publishing.composer.addMedia')}
        </Button>
      </div>
      {error && (
        <Text size="sm" tone="critical" role="alert">
          {error}
        </Text>
      )}
      {pickMedia({
        isOpen: isPicking,
        onOpenChange: setPicking,
        max: Math.max(1, maxItems - media.length),
        onPicked: (picked) => onChange([...media, ...picked].slice(0, maxItems)),
      })}
    </Stack>
  );
}
