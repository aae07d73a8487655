import {
  createCaptionsHashtagList,
  deleteCaptionsHashtagList,
  listCaptionsHashtagLists,
  parseHashtags,
  updateCaptionsHashtagList,
  ZSavedTextInput,
  type TSavedText,
} from '@contracts/captions.ts';
import { listSchedulerPostsSpecifications, type TPublishingSpecification } from '@contracts/publishing.ts';
import type { TProfileNetwork } from '@contracts/social.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { SOCIAL_IDS, socialProfilesFixture } from './social.ts';

export const SAVED_TEXT_IDS = {
  launch: '8d0c0000-0000-4000-8000-000000000001',
  coffeeTags: '8d0c0000-0000-4000-8000-000000000002',
  signOff: '8d0c0000-0000-4000-8000-000000000003',
} as const;

const AT = '2026-11-20T09:30:00.000Z';

export function savedTextsFixture(): TSavedText[] {
  return [
    {
      id: SAVED_TEXT_IDS.coffeeTags,
      name: 'Coffee hashtags',
      kind: 'hashtags',
      text: '#coffee #latteart #specialtycoffee #barista #coffeelover #roastery #espresso #brewing',
      hashtags: [
        'coffee',
        'latteart',
        'specialtycoffee',
        'barista',
        'coffeelover',
        'roastery',
        'espresso',
        'brewing',
      ],
      profile_id: null,
      network: 'instagram',
      created_at: AT,
      updated_at: AT,
    },
    {
      id: SAVED_TEXT_IDS.launch,
      name: 'New roast launch',
      kind: 'caption',
      text: 'Our new seasonal roast is here ☕️ Notes of cherry, cocoa and a long sweet finish.\n\nAvailable in every shop from Monday. #coffee #newroast',
      hashtags: [],
      profile_id: SOCIAL_IDS.instagram,
      network: 'instagram',
      created_at: AT,
      updated_at: AT,
    },
    {
      id: SAVED_TEXT_IDS.signOff,
      name: 'Weekly sign-off',
      kind: 'caption',
      text: 'Thanks for reading — see you next week!',
      hashtags: [],
      profile_id: null,
      network: null,
      created_at: AT,
      updated_at: AT,
    },
  ];
}

/** What each network accepts, as the server describes it; only Instagram limits hashtags (30). */
export function specificationFixture(network: TProfileNetwork): TPublishingSpecification {
  return {
    can_publish: true,
    kinds:
      network === 'instagram'
        ? ['image', 'video', 'reel', 'story', 'carousel']
        : ['post', 'image', 'video', 'link'],
    max_text_length: network === 'x' ? 280 : network === 'instagram' ? 2200 : 3000,
    max_hashtags: network === 'instagram' ? 30 : null,
    max_mentions: network === 'instagram' ? 20 : null,
    max_items: network === 'instagram' ? 10 : 4,
    carousel: network === 'instagram' ? { min: 2, max: 10 } : null,
    text_required: network !== 'instagram',
    media_required: network === 'instagram',
    first_comment: network === 'instagram',
    media: { image: null, video: null, document: null },
  };
}

const invalid = (errors: Record<string, string[]>) =>
  new MockApiError(422, {
    message: Object.values(errors)[0]?.[0] ?? 'Check the fields.',
    code: 'validation_failed',
    errors,
  });
const notFound = () =>
  new MockApiError(404, { message: 'This saved text was not found.', code: 'not_found' });

let counter = 0;

/**
 * Saved captions and hashtag lists in memory, checked with the contract's own schema (so a bad hashtag or a
 * taken name comes back as the server's 422 would), and the profiles' publishing specifications.
 */
export function captionsHandlers(options: { savedTexts?: TSavedText[] } = {}) {
  let savedTexts = options.savedTexts ?? savedTextsFixture();
  const profiles = socialProfilesFixture();

  async function parse(request: Request, self?: string) {
    const result = ZSavedTextInput.safeParse(await request.json());
    if (!result.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'body');
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
      throw invalid(errors);
    }
    const input = result.data;
    if (
      savedTexts.some((entry) => entry.id !== self && entry.name.toLowerCase() === input.name.toLowerCase())
    )
      throw invalid({ name: ['A saved caption or hashtag list already has this name.'] });
    const profile = input.profile_id ? profiles.find((entry) => entry.id === input.profile_id) : undefined;

    return {
      name: input.name,
      kind: input.kind,
      text: input.text,
      hashtags: input.kind === 'hashtags' ? parseHashtags(input.text).hashtags : [],
      profile_id: profile?.id ?? null,
      network: profile?.network ?? input.network,
    };
  }

  return [
    mockEndpoint(listCaptionsHashtagLists, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const kind = url.searchParams.get('kind');
      const profileId = url.searchParams.get('profile_id');
      const network = profiles.find((entry) => entry.id === profileId)?.network;

      return savedTexts
        .filter((entry) => !q || entry.name.toLowerCase().includes(q) || entry.text.toLowerCase().includes(q))
        .filter((entry) => !kind || entry.kind === kind)
        .filter(
          (entry) =>
            !profileId ||
            entry.profile_id === profileId ||
            (!entry.profile_id && (!entry.network || entry.network === network)),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
    }),
    mockEndpoint(createCaptionsHashtagList, async ({ request }) => {
      counter += 1;
      const saved: TSavedText = {
        id: `8d0c0000-0000-4000-8000-${String(100 + counter).padStart(12, '0')}`,
        ...(await parse(request)),
        created_at: AT,
        updated_at: AT,
      };
      savedTexts = [...savedTexts, saved];

      return saved;
    }),
    mockEndpoint(updateCaptionsHashtagList, async ({ request, params }) => {
      const existing = savedTexts.find((entry) => entry.id === params.id);
      if (!existing) throw notFound();
      const saved = { ...existing, ...(await parse(request, existing.id)) };
      savedTexts = savedTexts.map((entry) => (entry.id === saved.id ? saved : entry));

      return saved;
    }),
    mockEndpoint(deleteCaptionsHashtagList, ({ params }) => {
      if (!savedTexts.some((entry) => entry.id === params.id)) throw notFound();
      savedTexts = savedTexts.filter((entry) => entry.id !== params.id);

      return undefined;
    }),
    mockEndpoint(listSchedulerPostsSpecifications, () =>
      profiles.map((profile) => ({
        profile_id: profile.id,
        network: profile.network,
        specification: specificationFixture(profile.network),
      })),
    ),
  ];
}
