import { useTranslation } from 'react-i18next';
import { Select } from '@/design-system/Select';

/** The formats a post can have, as the posts' list filters them. */
const KINDS = [
  'image',
  'carousel',
  'video',
  'reel',
  'story',
  'short',
  'text',
  'link',
  'thread',
  'pin',
  'document',
] as const;

/** "Format": all of them (`'all'`), or one of the posts' formats. */
export function PostKindSelect({ kind, onChange }: { kind: string; onChange: (kind: string) => void }) {
  const { t } = useTranslation();

  return (
    <Select
      label={t('analytics.posts.format')}
      items={[
        { id: 'all', label: t('analytics.posts.allFormats') },
        ...KINDS.map((id) => ({ id, label: t(`analytics.kinds.${id}`) })),
      ]}
      selectedKey={kind}
      onSelectionChange={onChange}
    />
  );
}
