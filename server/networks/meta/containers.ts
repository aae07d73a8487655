/**
 * The container publishing flow Instagram and Threads share (networks.md §3.3, §6.3), one request per step:
 *
 *   start:    create the item containers (carousel children) or the single container
 *   children: poll one unfinished child             → when all FINISHED: parent
 *   parent:   create the carousel container         → container
 *   container: poll status                          → FINISHED: publish · ERROR/EXPIRED: failed · PUBLISHED: recover
 *   publish:  `media_publish` / `threads_publish`   → permalink
 *   permalink: read the permalink                   → published
 *
 * The handle is persisted between steps, so a crash after `publish` resumes at `permalink` and never publishes
 * twice. Meta suggests polling about once a minute; images are usually ready at once, so they poll sooner.
 */
import { publishStep } from '../core/publish.ts';
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { ConnectorError, PublishState } from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { classifyContainerError } from './errors.ts';
import { idBody, paged, type Graph } from './graph.ts';

type Params = Record<string, string | number | boolean | undefined>;

export type ContainerFlow = {
  network: string;
  graph: Graph;
  clock: Clock;
  token: string;
  /** The Instagram or Threads user id that owns the containers. */
  userId: string;
  createEdge: 'media' | 'threads';
  publishEdge: 'media_publish' | 'threads_publish';
  statusFields: string;
  /** Status and failure detail out of a container read. */
  readStatus(body: Record<string, unknown>): { status: string; detail: string | null };
};

export type ContainerPlan = {
  /** Carousel items, created first; empty for a single container. */
  children: Params[];
  /** The single container, or the carousel container (its `children` are added here). */
  main: Params;
  video: boolean;
};

const handleSchema = z.object({
  stage: z.enum(['children', 'parent', 'container', 'publish', 'permalink', 'recover']),
  children: z.array(z.object({ id: z.string(), done: z.boolean() })),
  main: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  containerId: z.string().nullable(),
  mediaId: z.string().nullable(),
  video: z.boolean(),
});

type Handle = z.output<typeof handleSchema>;

const VIDEO_POLL_MS = 60_000;
const IMAGE_POLL_MS = 10_000;

const statusBody = z.record(z.string(), z.unknown());
const permalinkBody = z.object({ id: z.string().optional(), permalink: z.string().optional() });

export async function startContainers(flow: ContainerFlow, plan: ContainerPlan): Promise<PublishState> {
  return settle(async () => {
    const main = stripUndefined(plan.main);
    if (plan.children.length === 0) {
      const created = await create(flow, main);

      return waiting(
        flow,
        { stage: 'container', children: [], main, containerId: created, mediaId: null, video: plan.video },
        true,
      );
    }
    const children: Handle['children'] = [];
    for (const child of plan.children)
      children.push({ id: await create(flow, stripUndefined(child)), done: false });

    return waiting(
      flow,
      { stage: 'children', children, main, containerId: null, mediaId: null, video: plan.video },
      true,
    );
  });
}

export async function advanceContainers(flow: ContainerFlow, state: PublishState): Promise<PublishState> {
  if (state.phase === 'published' || state.phase === 'failed') return state;
  const parsed = handleSchema.safeParse(state.handle);
  if (!parsed.success)
    throw new ConnectorFailure({
      kind: 'unknown',
      userMessage: `This ${flow.network} post's publishing state is damaged; publish it again.`,
    });

  return settle(() => step(flow, parsed.data));
}

async function step(flow: ContainerFlow, handle: Handle): Promise<PublishState> {
  switch (handle.stage) {
    case 'children':
      return pollChild(flow, handle);
    case 'parent': {
      const containerId = await create(flow, {
        ...handle.main,
        children: handle.children.map((c) => c.id).join(','),
      });

      return waiting(flow, { ...handle, stage: 'container', containerId }, true);
    }
    case 'container':
      return pollContainer(flow, handle);
    case 'publish': {
      const published = await flow.graph.post(
        `${flow.userId}/${flow.publishEdge}`,
        { creation_id: handle.containerId ?? '' },
        idBody,
        flow.token,
      );

      return now(flow, { ...handle, stage: 'permalink', mediaId: published.id }, 'processing');
    }
    case 'permalink': {
      const mediaId = handle.mediaId ?? '';
      const body = await flow.graph.get(mediaId, { fields: 'permalink' }, permalinkBody, flow.token);

      return { phase: 'published', remoteId: mediaId, permalink: body.permalink ?? null };
    }
    case 'recover':
      return recover(flow);
  }
}

async function pollChild(flow: ContainerFlow, handle: Handle): Promise<PublishState> {
  const index = handle.children.findIndex((child) => !child.done);
  const child = handle.children[index];
  if (!child) return now(flow, { ...handle, stage: 'parent' }, 'processing');
  const { status, detail } = await readStatus(flow, child.id);
  if (status === 'ERROR' || status === 'EXPIRED') return failed(flow, status, detail);
  if (status !== 'FINISHED') return waiting(flow, handle, false);
  const children = handle.children.map((c, i) => (i === index ? { ...c, done: true } : c));
  const stage = children.every((c) => c.done) ? 'parent' : 'children';

  return now(flow, { ...handle, children, stage }, 'processing');
}

async function pollContainer(flow: ContainerFlow, handle: Handle): Promise<PublishState> {
  const { status, detail } = await readStatus(flow, handle.containerId ?? '');
  if (status === 'FINISHED') return now(flow, { ...handle, stage: 'publish' }, 'ready');
  // Published by an earlier attempt that crashed before saving the media id: find it instead of publishing again.
  if (status === 'PUBLISHED') return now(flow, { ...handle, stage: 'recover' }, 'processing');
  if (status === 'ERROR' || status === 'EXPIRED') return failed(flow, status, detail);

  return waiting(flow, handle, false);
}

/** The newest post of the account: the container we published (best effort, Meta gives no container→media link). */
async function recover(flow: ContainerFlow): Promise<PublishState> {
  const body = await flow.graph.get(
    `${flow.userId}/${flow.createEdge}`,
    { fields: 'id,permalink', limit: 1 },
    paged(permalinkBody),
    flow.token,
  );
  const latest = body.data[0];
  if (!latest?.id)
    throw new ConnectorFailure({
      kind: 'not_found',
      userMessage: `${flow.network} says the post was published, but we cannot find it yet; we will look again.`,
    });

  return { phase: 'published', remoteId: latest.id, permalink: latest.permalink ?? null };
}

async function create(flow: ContainerFlow, params: Params): Promise<string> {
  const created = await flow.graph.post(`${flow.userId}/${flow.createEdge}`, params, idBody, flow.token);

  return created.id;
}

async function readStatus(flow: ContainerFlow, id: string) {
  const body = await flow.graph.get(id, { fields: flow.statusFields }, statusBody, flow.token);

  return flow.readStatus(body);
}

function failed(flow: ContainerFlow, status: string, detail: string | null): PublishState {
  if (status === 'EXPIRED')
    return {
      phase: 'failed',
      error: {
        kind: 'transient',
        providerCode: 'EXPIRED',
        userMessage: `${flow.network} discarded the prepared post after 24 hours; publish it again.`,
      },
    };

  return { phase: 'failed', error: classifyContainerError(flow.network, detail) };
}

function waiting(flow: ContainerFlow, handle: Handle, fresh: boolean): PublishState {
  const delay = handle.video ? VIDEO_POLL_MS : IMAGE_POLL_MS;
  const phase = fresh && handle.stage === 'children' ? 'uploading' : 'processing';

  return { phase, handle, nextCheckAt: new Date(flow.clock.now().getTime() + delay).toISOString() };
}

/** A commit step comes next: due at once. */
function now(flow: ContainerFlow, handle: Handle, phase: 'processing' | 'ready'): PublishState {
  return { phase, handle, nextCheckAt: flow.clock.now().toISOString() };
}

const REJECTIONS: readonly ConnectorError['kind'][] = ['media_rejected', 'content_rejected'];

/** Media and content rejections end the publish; everything else is thrown for the job runner to retry. */
export function settle(run: () => Promise<PublishState>): Promise<PublishState> {
  return publishStep(run, REJECTIONS);
}

function stripUndefined(params: Params): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) result[key] = value;

  return result;
}
