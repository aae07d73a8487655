import type { TIdea, TIdeaInput, TIdeaTag } from '@contracts/ideas.ts';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import useSWR, { useSWRConfig } from 'swr';
import {
  attachIdeaTags,
  createIdea,
  createIdeaTag,
  createPostFromIdea,
  deleteIdea,
  deleteIdeaTag,
  detachIdeaTags,
  listIdeas,
  listIdeaTags,
  positionIdea,
  updateIdea,
} from '@/api/routes.generated.ts';
import { serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export type IdeaFilter = { q?: string; tagIds?: readonly string[] };

const IDEAS_PATH = endpointPath(listIdeas);
const TAGS_PATH = endpointPath(listIdeaTags);

function queryOf(filter: IdeaFilter) {
  return {
    ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.tagIds && filter.tagIds.length > 0 ? { tag_ids: [...filter.tagIds] } : {}),
  };
}

const ideasKey = (filter: IdeaFilter) => `${IDEAS_PATH}?${serializeQuery(queryOf(filter))}`;

/** The idea pool in the user's order, searched and filtered by tag on the server. */
export function useIdeas(filter: IdeaFilter = {}) {
  const query = queryOf(filter);
  const { data, error, isLoading, mutate } = useSWR(
    ideasKey(filter),
    () => callEndpoint(listIdeas, { query }),
    { keepPreviousData: true },
  );

  return { ideas: data, error: error as unknown, isLoading, mutate, retry: () => void mutate() };
}

export function useIdeaTags() {
  const { data, error, isLoading, mutate } = useSWR(TAGS_PATH, () => callEndpoint(listIdeaTags));

  return { tags: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** Writing ideas and tags; the pool and the tags reload after each change. */
export function useIdeaActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => typeof key === 'string' && (key.startsWith(IDEAS_PATH) || key.startsWith(TAGS_PATH)));

  return {
    async create(input: TIdeaInput): Promise<TIdea> {
      const idea = await callEndpoint(createIdea, { body: input });
      await refresh();

      return idea;
    },
    async update(id: string, input: Partial<TIdeaInput>): Promise<TIdea> {
      const idea = await callEndpoint(updateIdea, { params: { id }, body: input });
      await refresh();

      return idea;
    },
    async remove(id: string): Promise<void> {
      await callEndpoint(deleteIdea, { params: { id } });
      await refresh();
    },
    /**
     * Moves an idea before or after another. The list shown (`ideasKey(filter)`) takes the new order at once;
     * every list reloads from the server afterwards (also when the move fails).
     */
    async move(
      filter: IdeaFilter,
      id: string,
      target: { before_id: string } | { after_id: string },
    ): Promise<void> {
      const targetId = 'before_id' in target ? target.before_id : target.after_id;
      await mutate(
        ideasKey(filter),
        (current: TIdea[] | undefined) => {
          if (!current) return current;
          const moving = current.find((idea) => idea.id === id);
          const rest = current.filter((idea) => idea.id !== id);
          const at = rest.findIndex((idea) => idea.id === targetId) + ('before_id' in target ? 0 : 1);
          if (!moving || at < 0) return current;

          return [...rest.slice(0, at), moving, ...rest.slice(at)];
        },
        { revalidate: false },
      );
      try {
        await callEndpoint(positionIdea, { params: { id }, body: target });
      } finally {
        await refresh();
      }
    },
    async toPost(id: string, profileIds: string[]): Promise<{ idea: TIdea; posts: TSchedulerPost[] }> {
      const made = await callEndpoint(createPostFromIdea, {
        params: { id },
        body: { profile_ids: profileIds },
      });
      await refresh();

      return made;
    },
    async attachTags(id: string, tagIds: string[]): Promise<TIdea> {
      const idea = await callEndpoint(attachIdeaTags, { params: { id }, body: { tag_ids: tagIds } });
      await refresh();

      return idea;
    },
    async detachTags(id: string, tagIds: string[]): Promise<TIdea> {
      const idea = await callEndpoint(detachIdeaTags, { params: { id }, body: { tag_ids: tagIds } });
      await refresh();

      return idea;
    },
    async createTag(name: string): Promise<TIdeaTag> {
      const tag = await callEndpoint(createIdeaTag, { body: { name } });
      await refresh();

      return tag;
    },
    async deleteTag(id: string): Promise<void> {
      await callEndpoint(deleteIdeaTag, { params: { id } });
      await refresh();
    },
  };
}
