import styled from 'styled-components';
import type { TPublishingSpecification } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Switch } from '@/design-system/Switch';
import { Tabs } from '@/design-system/Tabs';
import { TextArea } from '@/design-system/TextArea';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { kindFor, type PostKind } from '../composer-model.ts';
import { WritingTools } from '../writing/index.ts';
import type { ComposerProps } from './composer-props.ts';
import type { ComposerChecks } from './use-composer-checks.ts';
import type { ComposerDraft } from './use-composer-draft.ts';

/** The tab with the text every profile shares. */
export const ALL = 'all';

const Limits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};

  & > li {
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
    padding: 0 ${({ theme }) => theme.space[200]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSecondary};
    font-variant-numeric: tabular-nums;
  }

  & > li[data-over='true'] {
    background: ${({ theme }) => theme.color.criticalSubtle};
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

/** Adds saved text after what is written, a blank line between. */
const appended = (text: string, saved: string) =>
  text.trim() === '' ? saved : `${text.trimEnd()}\n\n${saved}`;

type VersionsProps = {
  draft: ComposerDraft;
  chosen: readonly TSocialProfile[];
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  checks: ComposerChecks['checks'];
  errors: Record<string, string[]>;
  insertSavedText: ComposerProps['insertSavedText'];
};

/** The shared text, each chosen network's limits under it. */
function SharedText({ draft: { values, update }, chosen, checks, errors, insertSavedText }: VersionsProps) {
  const { t } = usePublishingText();

  return (
    <Stack gap={300}>
      <TextArea
        label={t('publishing.composer.text')}
        description={chosen.length > 1 ? t('publishing.composer.textShared') : undefined}
        value={values.text}
        onChange={(text) => update({ text })}
        rows={7}
        errorMessage={errors.text?.[0]}
      />
      {insertSavedText?.({ onInsert: (saved) => update({ text: appended(values.text, saved) }) })}
      <WritingTools
        text={values.text}
        onChange={(text) => update({ text })}
        scope={{ profileIds: values.profile_ids }}
      />
      <Limits aria-label={t('publishing.composer.limits')}>
        {checks.map(({ profile, check }) =>
          check ? (
            <li key={profile.id} data-over={check.problems.length > 0}>
              {t('publishing.composer.limit', {
                network: networkName(profile.network),
                used: check.characters.used,
                max: check.characters.max,
              })}
              {check.hashtags.max !== null &&
                ` · ${t('publishing.composer.hashtagLimit', { used: check.hashtags.used, max: check.hashtags.max })}`}
            </li>
          ) : null,
        )}
      </Limits>
    </Stack>
  );
}

/** One profile's own version: its text when customised, and its format where the network has several. */
function ProfileVersion({
  profile,
  draft: { values, setVariant },
  specifications,
  errors,
  insertSavedText,
}: VersionsProps & { profile: TSocialProfile }) {
  const { t } = usePublishingText();
  const spec = specifications.get(profile.id);
  const own = values.variants[profile.id]?.text;

  return (
    <Stack gap={300}>
      <Switch
        isSelected={own !== undefined}
        onChange={(isSelected) => setVariant(profile.id, { text: isSelected ? values.text : undefined })}
      >
        {t('publishing.composer.customise', { network: networkName(profile.network) })}
      </Switch>
      {own !== undefined &&
        insertSavedText?.({
          profileId: profile.id,
          onInsert: (saved) => setVariant(profile.id, { text: appended(own, saved) }),
        })}
      {own !== undefined && (
        <WritingTools
          text={own}
          onChange={(text) => setVariant(profile.id, { text })}
          scope={{ profileId: profile.id }}
        />
      )}
      {own !== undefined && (
        <TextArea
          label={t('publishing.composer.textFor', { profile: profile.name })}
          value={own}
          onChange={(text) => setVariant(profile.id, { text })}
          rows={6}
          errorMessage={errors[`variants.${profile.id}.text`]?.[0]}
        />
      )}
      {spec && spec.kinds.length > 1 && (
        <Select
          label={t('publishing.composer.format')}
          items={spec.kinds.map((kind) => ({ id: kind, label: t(`publishing.kinds.${kind}`) }))}
          selectedKey={kindFor(values, profile.id, spec)}
          onSelectionChange={(kind) => setVariant(profile.id, { kind: kind as PostKind })}
        />
      )}
    </Stack>
  );
}

/** The post's versions in tabs: the shared text first, then one tab per chosen profile. */
export function ComposerVersions({
  tab,
  onTabChange,
  ...props
}: VersionsProps & { tab: string; onTabChange: (tab: string) => void }) {
  const { t } = usePublishingText();
  const byId = new Map(props.chosen.map((profile) => [profile.id, profile]));
  const tabs = [
    { id: ALL, label: t('publishing.composer.allProfiles') },
    ...props.chosen.map((profile) => ({
      id: profile.id,
      label: `${networkName(profile.network)} · ${profile.name}`,
    })),
  ];

  return (
    <Tabs
      aria-label={t('publishing.composer.versions')}
      items={tabs}
      selectedKey={tabs.some((item) => item.id === tab) ? tab : ALL}
      onSelectionChange={onTabChange}
    >
      {(item) =>
        item.id === ALL ? (
          <SharedText {...props} />
        ) : (
          <ProfileVersion {...props} profile={byId.get(item.id)!} />
        )
      }
    </Tabs>
  );
}
