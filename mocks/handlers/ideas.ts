import {
  attachIdeaTags,
  createIdea,
  createIdeaTag,
  createPostFromIdea,
  deleteIdea,
  deleteIdeaTag,
  detachIdeaTags,
  getIdea,
  listIdeas,
  listIdeaTags,
  positionIdea,
  updateIdea,
  updateIdeaTag,
  ZIdeaInput,
  type TIdea,
  type TIdeaTag,
} from '@contracts/ideas.ts';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { socialProfilesFixture } from './social.ts';

export const IDEA_IDS = {
  roasting: '9e0c0000-0000-4000-8000-000000000001',
  latte: '9e0c0000-0000-4000-8000-000000000002',
  baristas: '9e0c0000-0000-4000-8000-000000000003',
  behindTag: '9e0c0000-0000-4000-8000-0000000000a1',
  videoTag: '9e0c0000-0000-4000-8000-0000000000a2',
} as const;

const AT = '2026-11-18T10:00:00.000Z';

type StoredTag = { id: string; name: string };
type StoredIdea = Omit<TIdea, 'tags' | 'position'> & { tag_ids: string[] };

export function ideaTagsFixture(): StoredTag[] {
  return [
    { id: IDEA_IDS.behindTag, name: 'Behind the scenes' },
    { id: IDEA_IDS.videoTag, name: 'Short videos' },
  ];
}

export function ideasFixture(): StoredIdea[] {
  return [
    {
      id: IDEA_IDS.roasting,
      title: 'Roasting day',
      caption: 'A morning at the roastery: from green beans to the first cup.',
      media: [{ library_media_id: '0b7e0000-0000-4000-8000-000000000001', url: null }],
      tag_ids: [IDEA_IDS.behindTag],
      master_post_id: null,
      used_at: null,
      created_at: AT,
      updated_at: AT,
    },
    {
      id: IDEA_IDS.latte,
      title: 'Latte art tutorial',
      caption: 'Three steps to a tulip, filmed from above.',
      media: [],
      tag_ids: [IDEA_IDS.videoTag],
      master_post_id: '9e0c0000-0000-4000-8000-0000000000f1',
      used_at: '2026-11-20T08:00:00.000Z',
      created_at: AT,
      updated_at: AT,
    },
    {
      id: IDEA_IDS.baristas,
      title: 'Meet the baristas',
      caption: '',
      media: [],
      tag_ids: [],
      master_post_id: null,
      used_at: null,
      created_at: AT,
      updated_at: AT,
    },
  ];
}

const invalid = (errors: Record<string, string[]>) =>
  new MockApiError(422, {
    message: Object.values(errors)[0]?.[0] ?? 'Check the fields.',
    code: 'validation_failed',
    errors,
  });
const notFound = (what = 'This idea') =>
  new MockApiError(404, { message: `${what} was not found.`, code: 'not_found' });

let counter = 0;
const newId = () => {
  counter += 1;

  return `9e0c0000-0000-4000-8000-${String(1000 + counter).padStart(12, '0')}`;
};

/**
 * The idea pool in memory: ideas in order, tags, moves, and "turn into a post", which refuses Instagram (it
 * needs media) as the server's network check would.
 */
export function ideasHandlers(options: { ideas?: StoredIdea[]; tags?: StoredTag[] } = {}) {
  let ideas = options.ideas ?? ideasFixture();
  let tags = options.tags ?? ideaTagsFixture();
  const profiles = socialProfilesFixture();

  const view = (idea: StoredIdea): TIdea => ({
    ...idea,
    position: ideas.findIndex((entry) => entry.id === idea.id) + 1,
    tags: tags.filter((tag) => idea.tag_ids.includes(tag.id)).sort((a, b) => a.name.localeCompare(b.name)),
  });
  const find = (id: string) => {
    const idea = ideas.find((entry) => entry.id === id);
    if (!idea) throw notFound();

    return idea;
  };
  const replace = (idea: StoredIdea) => {
    ideas = ideas.map((entry) => (entry.id === idea.id ? idea : entry));

    return view(idea);
  };
  const tagView = (tag: StoredTag): TIdeaTag => ({
    ...tag,
    ideas: ideas.filter((idea) => idea.tag_ids.includes(tag.id)).length,
  });
  async function parse(request: Request) {
    const result = ZIdeaInput.safeParse(await request.json());
    if (result.success) return result.data;
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'body';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw invalid(errors);
  }

  return [
    mockEndpoint(listIdeas, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const tagIds = [...url.searchParams.entries()]
        .filter(([key]) => key.startsWith('tag_ids'))
        .map(([, value]) => value);

      return ideas
        .filter((idea) => !q || `${idea.title} ${idea.caption}`.toLowerCase().includes(q))
        .filter((idea) => tagIds.length === 0 || idea.tag_ids.some((id) => tagIds.includes(id)))
        .map(view);
    }),
    mockEndpoint(getIdea, ({ params }) => view(find(String(params.id)))),
    mockEndpoint(createIdea, async ({ request }) => {
      const input = await parse(request);
      const idea: StoredIdea = {
        id: newId(),
        title: input.title,
        caption: input.caption,
        media: input.media,
        tag_ids: input.tag_ids,
        master_post_id: null,
        used_at: null,
        created_at: AT,
        updated_at: AT,
      };
      ideas = [...ideas, idea];

      return view(idea);
    }),
    mockEndpoint(updateIdea, async ({ request, params }) => {
      const idea = find(String(params.id));
      const input = (await request.json()) as Partial<StoredIdea>;
      if (input.title !== undefined && !input.title.trim())
        throw invalid({ title: ['Give the idea a title.'] });

      return replace({ ...idea, ...input });
    }),
    mockEndpoint(deleteIdea, ({ params }) => {
      find(String(params.id));
      ideas = ideas.filter((entry) => entry.id !== params.id);

      return undefined;
    }),
    mockEndpoint(positionIdea, async ({ request, params }) => {
      const idea = find(String(params.id));
      const body = (await request.json()) as { before_id?: string; after_id?: string };
      const targetId = body.before_id ?? body.after_id ?? '';
      find(targetId);
      const rest = ideas.filter((entry) => entry.id !== idea.id);
      const at = rest.findIndex((entry) => entry.id === targetId) + (body.before_id ? 0 : 1);
      ideas = [...rest.slice(0, at), idea, ...rest.slice(at)];

      return { order: ideas.map((entry) => entry.id) };
    }),
    mockEndpoint(attachIdeaTags, async ({ request, params }) => {
      const idea = find(String(params.id));
      const { tag_ids } = (await request.json()) as { tag_ids: string[] };

      return replace({ ...idea, tag_ids: [...new Set([...idea.tag_ids, ...tag_ids])] });
    }),
    mockEndpoint(detachIdeaTags, async ({ request, params }) => {
      const idea = find(String(params.id));
      const { tag_ids } = (await request.json()) as { tag_ids: string[] };

      return replace({ ...idea, tag_ids: idea.tag_ids.filter((id) => !tag_ids.includes(id)) });
    }),
    mockEndpoint(createPostFromIdea, async ({ request, params }) => {
      const idea = find(String(params.id));
      const { profile_ids } = (await request.json()) as { profile_ids: string[] };
      const chosen = profiles.filter((profile) => profile_ids.includes(profile.id));
      if (chosen.some((profile) => profile.network === 'instagram'))
        throw invalid({ text: ['Instagram needs an image or a video.'] });
      const masterPostId = newId();
      const posts: TSchedulerPost[] = chosen.map((profile) => ({
        id: newId(),
        master_post_id: masterPostId,
        profile_id: profile.id,
        network: profile.network,
        kind: 'post',
        text: idea.caption,
        media: [],
        first_comment: null,
        link: null,
        status: 'draft',
        approval_required: false,
        publish_mode: 'auto',
        scheduled_at: null,
        failure_reason: null,
        failure_message: null,
        remote_id: null,
        permalink: null,
        published_at: null,
        is_stuck: false,
        attempts: 0,
        created_at: '2026-11-22T12:00:00.000Z',
        updated_at: '2026-11-22T12:00:00.000Z',
      }));

      return {
        idea: replace({ ...idea, master_post_id: masterPostId, used_at: '2026-11-22T12:00:00.000Z' }),
        posts,
      };
    }),
    mockEndpoint(listIdeaTags, () => [...tags].sort((a, b) => a.name.localeCompare(b.name)).map(tagView)),
    mockEndpoint(createIdeaTag, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (!name.trim()) throw invalid({ name: ['Name the tag.'] });
      if (tags.some((tag) => tag.name.toLowerCase() === name.trim().toLowerCase()))
        throw invalid({ name: ['A tag already has this name.'] });
      const tag = { id: newId(), name: name.trim() };
      tags = [...tags, tag];

      return tagView(tag);
    }),
    mockEndpoint(updateIdeaTag, async ({ request, params }) => {
      const tag = tags.find((entry) => entry.id === params.id);
      if (!tag) throw notFound('This tag');
      const { name } = (await request.json()) as { name: string };
      const renamed = { ...tag, name };
      tags = tags.map((entry) => (entry.id === tag.id ? renamed : entry));

      return tagView(renamed);
    }),
    mockEndpoint(deleteIdeaTag, ({ params }) => {
      if (!tags.some((entry) => entry.id === params.id)) throw notFound('This tag');
      tags = tags.filter((entry) => entry.id !== params.id);
      ideas = ideas.map((idea) => ({ ...idea, tag_ids: idea.tag_ids.filter((id) => id !== params.id) }));

      return undefined;
    }),
  ];
}
