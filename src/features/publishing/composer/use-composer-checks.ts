import type { TPublishingSpecification } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { networkName } from '@/design-system/NetworkIcon';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { checkText, textFor, type ComposerValues } from '../composer-model.ts';

/**
 * The post checked against each chosen profile's network as it is typed (the server checks again): each
 * profile's limits, every problem in one list, and what the strictest network allows (files, a first comment).
 */
export function useComposerChecks(
  values: ComposerValues,
  chosen: readonly TSocialProfile[],
  specifications: ReadonlyMap<string, TPublishingSpecification>,
) {
  const { t } = usePublishingText();
  const messages = (network: string) => ({
    tooLong: (max: number, used: number) => t('publishing.composer.tooLong', { network, max, used }),
    tooManyHashtags: (max: number, used: number) =>
      t('publishing.composer.tooManyHashtags', { network, max, used }),
    tooManyMentions: (max: number, used: number) =>
      t('publishing.composer.tooManyMentions', { network, max, used }),
    textRequired: () => t('publishing.composer.textRequired', { network }),
    mediaRequired: () => t('publishing.composer.mediaRequired', { network }),
    cannotPublish: () => t('publishing.composer.cannotPublish', { network }),
  });
  const checks = chosen.map((profile) => {
    const spec = specifications.get(profile.id);
    const network = `${networkName(profile.network)} (${profile.name})`;

    return {
      profile,
      check: spec
        ? checkText(network, spec, textFor(values, profile.id), values.media, messages(network))
        : null,
    };
  });

  return {
    checks,
    problems: checks.flatMap(({ check }) => check?.problems ?? []),
    // As many files as the strictest chosen network takes in one post.
    maxItems: Math.min(10, ...chosen.map((profile) => specifications.get(profile.id)?.max_items ?? 10)),
    firstCommentAllowed: chosen.some((profile) => specifications.get(profile.id)?.first_comment),
  };
}

export type ComposerChecks = ReturnType<typeof useComposerChecks>;
