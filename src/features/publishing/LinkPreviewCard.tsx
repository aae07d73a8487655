import { Link2, X } from 'lucide-react';
import styled from 'styled-components';
import type { TLinkPreview } from '@contracts/links.ts';
import { useLinkPreview } from '@/api/links.ts';
import type { PostLinkPreview } from '@/design-system/PostPreview';
import { IconButton } from '@/design-system/IconButton';
import { Spinner } from '@/design-system/Spinner';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';

const Card = styled.section`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[300]};
  align-items: start;
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};

  &[data-state='message'] {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Picture = styled.div`
  width: 96px;
  aspect-ratio: 1.91;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  display: grid;
  place-items: center;
  overflow: hidden;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & svg {
    width: 20px;
    height: 20px;
  }
`;

const Words = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;

  & > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Clamp = styled(Text)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** The host of an address without `www.`, as the networks show it on a card. */
export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A server preview as the post preview's link card takes it. */
export function toPostLink(preview: TLinkPreview, untitled: string): PostLinkPreview {
  return {
    url: preview.canonical_url,
    title: preview.title ?? untitled,
    domain: domainOf(preview.canonical_url),
    imageUrl: preview.image_url,
  };
}

export type LinkPreviewCardViewProps = {
  state:
    | { kind: 'loading' }
    | { kind: 'ready'; preview: TLinkPreview }
    | { kind: 'none'; reason: string }
    | { kind: 'failed' };
  onRemove: () => void;
};

/** What a link will unfurl into, under the composer's link field: reading, the card, or why there is none. */
export function LinkPreviewCardView({ state, onRemove }: LinkPreviewCardViewProps) {
  const { t } = usePublishingText();
  const remove = (
    <IconButton
      size="sm"
      variant="ghost"
      label={t('publishing.composer.linkCard.remove')}
      icon={<X aria-hidden="true" />}
      onPress={onRemove}
    />
  );
  const label = t('publishing.composer.linkCard.label');

  if (state.kind !== 'ready')
    return (
      <Card data-state="message" aria-label={label} aria-busy={state.kind === 'loading' || undefined}>
        {state.kind === 'loading' ? (
          <Spinner size="sm" label={t('publishing.composer.linkCard.loading')} />
        ) : (
          <Link2 aria-hidden="true" />
        )}
        <Text size="sm" tone={state.kind === 'loading' ? 'secondary' : 'warning'} role="status">
          {state.kind === 'loading'
            ? t('publishing.composer.linkCard.loading')
            : state.kind === 'none'
              ? t('publishing.composer.linkCard.noPreview', { reason: state.reason })
              : t('publishing.composer.linkCard.failed')}
        </Text>
        {remove}
      </Card>
    );
  const { preview } = state;

  return (
    <Card aria-label={label}>
      <Picture>
        {preview.image_url ? <img src={preview.image_url} alt="" /> : <Link2 aria-hidden="true" />}
      </Picture>
      <Words>
        <Text size="xs" tone="secondary">
          {preview.site_name}
        </Text>
        <Text size="sm" weight="semibold">
          {preview.title ?? t('publishing.composer.linkCard.untitled')}
        </Text>
        {preview.description && (
          <Clamp size="sm" tone="secondary">
            {preview.description}
          </Clamp>
        )}
      </Words>
      {remove}
    </Card>
  );
}

export type LinkPreviewCardProps = {
  /** The link as typed in the composer. */
  link: string;
  /** Removes the link from the post. */
  onRemove: () => void;
};

/** The composer's link card: asks the server for the page's preview as the link is typed (`/scrape-url`). */
export function LinkPreviewCard({ link, onRemove }: LinkPreviewCardProps) {
  const { preview, error, reason, isLoading, isWaiting } = useLinkPreview(link);
  if (preview && !isWaiting)
    return <LinkPreviewCardView state={{ kind: 'ready', preview }} onRemove={onRemove} />;
  if (isLoading || isWaiting) return <LinkPreviewCardView state={{ kind: 'loading' }} onRemove={onRemove} />;
  if (reason) return <LinkPreviewCardView state={{ kind: 'none', reason }} onRemove={onRemove} />;
  if (error) return <LinkPreviewCardView state={{ kind: 'failed' }} onRemove={onRemove} />;

  return null;
}
