import styled from 'styled-components';
import type { TPublishingSpecification } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { useLinkPreview } from '@/api/links.ts';
import { PostPreview } from '@/design-system/PostPreview';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { kindFor, previewFormat, textFor, type ComposerValues } from '../composer-model.ts';
import { toPostLink } from '../LinkPreviewCard.tsx';

const PreviewColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** The post as the profile's network will show it (the tab's profile, else the first chosen). */
export function ComposerPreview({
  profile,
  values,
  specifications,
  at,
  locale,
  timeZone,
}: {
  profile: TSocialProfile | undefined;
  values: ComposerValues;
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  /** When the post is scheduled for, or null for a draft. */
  at: string | null;
  locale: string;
  timeZone: string;
}) {
  const { t } = usePublishingText();
  const linkPreview = useLinkPreview(values.link).preview;
  const kind = profile ? kindFor(values, profile.id, specifications.get(profile.id)) : 'post';

  return (
    <PreviewColumn>
      <Text weight="semibold">{t('publishing.composer.preview')}</Text>
      {profile ? (
        <PostPreview
          network={profile.network}
          format={previewFormat(profile.network, kind)}
          author={{ name: profile.name, handle: profile.handle ?? undefined, avatarUrl: profile.avatar_url }}
          caption={textFor(values, profile.id)}
          media={values.media.map((item) => ({
            kind: item.type === 'video' ? 'video' : 'image',
            url: item.url,
            alt: item.alt_text ?? '',
            aspectRatio: item.width && item.height ? item.width / item.height : undefined,
          }))}
          firstComment={values.first_comment || undefined}
          link={linkPreview ? toPostLink(linkPreview, t('publishing.composer.linkCard.untitled')) : undefined}
          location={values.variants[profile.id]?.location?.name}
          timestampLabel={
            at
              ? t('publishing.composer.scheduledFor', {
                  when: formatDateTime(new Date(at), locale, timeZone),
                })
              : t('publishing.composer.draftLabel')
          }
          labels={{
            more: t('publishing.preview.more'),
            previousSlide: t('publishing.preview.previous'),
            nextSlide: t('publishing.preview.next'),
            firstComment: t('publishing.composer.firstComment'),
          }}
        />
      ) : (
        <Text tone="secondary" size="sm">
          {t('publishing.composer.previewEmpty')}
        </Text>
      )}
    </PreviewColumn>
  );
}
