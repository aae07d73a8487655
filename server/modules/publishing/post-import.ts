import { parseDateTime, toZoned } from '@internationalized/date';
import { z } from 'zod';
import { MAX_IMPORT_MEDIA_URLS, type TImportRowResult } from '../../../contracts/imports.ts';
import {
  NETWORK_NAMES,
  networkFromText,
  PROFILE_NETWORKS,
  type ProfileNetwork,
} from '../../../contracts/networks.ts';
import { ACCEPTED_MEDIA } from '../../../contracts/plain.ts';
import type { TPostMediaInput, TSchedulerPost } from '../../../contracts/publishing.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { LibraryPostMedia, MediaService } from '../media/media.service.ts';
import type { SocialService } from '../social/social.service.ts';
import type { PublishingService } from './publishing.service.ts';
import { parseImportOffThread } from './import-parse-thread.ts';

type PostKind = TSchedulerPost['kind'];
const PREFERRED_KINDS: readonly PostKind[] = ['post', 'text', 'image'];
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2})?)$/;
const ZLink = z.url({ protocol: /^https?$/ });
/** The publishing service's fields, as the CSV's columns. */
const COLUMN_OF: Record<string, string> = { scheduled_at: 'date', kind: 'text', media: 'media_urls' };

const ACCEPTED_IN_WORDS = `a file's name or id from your media library, or a public address (http or https) of a ${ACCEPTED_MEDIA.image.label} picture, an ${ACCEPTED_MEDIA.video.label} video or a ${ACCEPTED_MEDIA.document.label} document`;

const NETWORKS_IN_WORDS = PROFILE_NETWORKS.map((network) => NETWORK_NAMES[network]).join(', ');

/**
 * A row's profile reference and network: the `network` column, or a reference written `name@network` (as
 * `@kestrel@instagram` or `Kestrel Coffee@X`) when what follows the last `@` is a network.
 */
function referenceOf(cell: string, networkCell: string): { reference: string; network: string } {
  const text = cell.trim();
  const at = text.lastIndexOf('@');
  if (at > 0 && networkFromText(text.slice(at + 1)) && !networkCell.trim())
    return { reference: text.slice(0, at).trim(), network: text.slice(at + 1) };

  return { reference: text, network: networkCell.trim() };
}

function instantOf(value: string, timeZone: string): Date | null {
  const text = value.trim();
  if (ISO_WITH_OFFSET.test(text)) {
    const at = new Date(text);

    return Number.isNaN(at.getTime()) ? null : at;
  }
  const local = LOCAL.exec(text);
  if (!local) return null;
  try {
    return toZoned(parseDateTime(`${local[1]}T${local[2]}`), timeZone).toDate();
  } catch {
    return null;
  }
}

/**
 * Posts from a CSV: each row resolved (its profile by id, name or handle; its date in the user's zone or with
 * an offset) and checked by the publishing service exactly as a post written in the composer; a commit saves
 * the valid rows (or none, with `all_or_nothing`, when one is not) in one transaction, each as a scheduled post.
 */
export function createPostImport({
  publishing,
  social,
  media: library,
}: {
  publishing: PublishingService;
  social: SocialService;
  /**
   * The media library: `media_urls` names its files (by id or name), and public addresses are fetched into it
   * on commit. Without it, `media_urls` is refused.
   */
  media?: Pick<MediaService, 'postMedia' | 'byName' | 'urlAvailable' | 'importFromUrl' | 'remove'>;
}) {
  type Prepared = Awaited<ReturnType<PublishingService['prepare']>>;
  type RowState = {
    row: number;
    errors: Record<string, string[]>;
    profile: { id: string } | null;
    at: Date | null;
    text: string;
    firstComment: string | null;
    link: string | null;
    kind: PostKind;
    /** The row's media, resolved: library files, or addresses (fetched on commit). */
    media: ({ library: LibraryPostMedia } | { url: string })[];
    rows: Prepared['rows'];
  };
  const add = (state: { errors: Record<string, string[]> }, column: string, message: string) => {
    state.errors[column] = [...(state.errors[column] ?? []), message];
  };

  /** Checks a row like a post written in the composer; `asWritten` turns an address into the post's media. */
  async function prepareRow(
    actor: Actor,
    state: RowState,
    asWritten: (url: string) => TPostMediaInput | null,
  ): Promise<void> {
    if (!state.profile || !state.at) return;
    const media: TPostMediaInput[] = [];
    for (const entry of state.media) {
      const written =
        'library' in entry ? { library_media_id: entry.library.library_media_id } : asWritten(entry.url);
      if (written) media.push(written);
    }
    const prepared = await publishing.prepare(actor, {
      kind: state.kind,
      text: state.text,
      media,
      first_comment: state.firstComment,
      link: state.link,
      profile_ids: [state.profile.id],
      variants: {},
      scheduled_at: state.at.toISOString(),
      publish_mode: 'auto',
      approval_required: false,
    });
    // A file already refused is not also reported missing by the network ("needs an image").
    const refusedMedia = 'media_urls' in state.errors;
    for (const [field, messages] of Object.entries(prepared.errors)) {
      const column =
        field === 'media' || field.startsWith('media.') ? 'media_urls' : (COLUMN_OF[field] ?? field);
      if (refusedMedia && column === 'media_urls') continue;
      for (const message of messages) add(state, column, message);
    }
    state.rows = prepared.rows;
  }

  return {
    async run(
      actor: Actor,
      input: { csv: string; time_zone: string; mode: 'dry_run' | 'commit'; all_or_nothing: boolean },
    ) {
      const parsed = await parseImportOffThread(input.csv);
      const { columns, records } = parsed;
      const missing = ['profile', 'date', 'text'].filter((column) => !columns.includes(column));
      if (missing.length > 0)
        throw invalid({ csv: `The first row must name the columns; missing: ${missing.join(', ')}.` });
      if (records.length === 0) throw invalid({ csv: 'The file has no row under its header.' });
      if (records.length > 500)
        throw invalid({ csv: `Import at most 500 rows at a time; this has ${records.length}.` });

      const profiles = (await social.repo.listProfiles(actor.accountId)).filter(
        (profile) => profile.isActive,
      );
      const specifications = new Map(
        (await publishing.specifications(actor)).map((entry) => [
          entry.profile_id,
          entry.specification.kinds,
        ]),
      );
      const findProfile = (reference: string, network: ProfileNetwork | null) => {
        const key = reference.trim().toLowerCase().replace(/^@/, '');
        const candidates = network ? profiles.filter((profile) => profile.network === network) : profiles;
        const byId = candidates.filter((profile) => profile.id === key);
        if (byId.length > 0) return byId;

        return candidates.filter(
          (profile) => profile.name.toLowerCase() === key || (profile.handle ?? '').toLowerCase() === key,
        );
      };

      // The library files the rows name by id, looked up at once (another account's are not found).
      const cells = parsed.media;
      const libraryIds = cells.flatMap((entries) =>
        entries.flatMap((entry) => ('libraryId' in entry ? [entry.libraryId] : [])),
      );
      const byId =
        library && libraryIds.length > 0
          ? await library.postMedia(actor.accountId, libraryIds)
          : new Map<string, LibraryPostMedia>();
      const byName = new Map<string, Promise<LibraryPostMedia[]>>();
      const named = (name: string) => {
        const key = name.toLowerCase();
        if (!byName.has(key))
          byName.set(key, library ? library.byName(actor.accountId, name) : Promise.resolve([]));

        return byName.get(key)!;
      };
      const addresses = new Set<string>();

      const results: RowState[] = [];
      for (const [index, record] of records.entries()) {
        const { reference, network: networkText } = referenceOf(record.profile ?? '', record.network ?? '');
        const network = networkText ? networkFromText(networkText) : null;
        const unknownNetwork = Boolean(networkText) && !network;
        const matches = reference && !unknownNetwork ? findProfile(reference, network) : [];
        const profile = matches.length === 1 ? matches[0]! : null;
        const at = record.date?.trim() ? instantOf(record.date, input.time_zone) : null;
        const kinds = profile ? (specifications.get(profile.id) ?? []) : [];
        const state: RowState = {
          row: index + 2,
          errors: {},
          profile,
          at,
          text: record.text ?? '',
          firstComment: record.first_comment?.trim() || null,
          link: record.link?.trim() || null,
          kind: PREFERRED_KINDS.find((kind) => kinds.includes(kind)) ?? kinds[0] ?? 'post',
          media: [],
          rows: [],
        };
        for (const cell of parsed.tooLong)
          if (cell.index === index)
            add(
              state,
              cell.column,
              `This cell has ${cell.length.toLocaleString('en')} characters; a cell holds at most ${cell.max.toLocaleString('en')}.`,
            );
        // An unknown network is reported on its own: the profile cannot be looked up without it.
        if (unknownNetwork)
          add(state, 'network', `“${networkText}” is not a network: write one of ${NETWORKS_IN_WORDS}.`);
        if (!reference) add(state, 'profile', 'Name the profile (its name, @handle or id).');
        else if (!unknownNetwork && matches.length === 0)
          add(
            state,
            'profile',
            network
              ? `No active ${NETWORK_NAMES[network]} profile is called “${reference}”.`
              : `No active profile is called “${reference}”.`,
          );
        else if (matches.length > 1) add(state, 'profile', ambiguous(reference, matches));
        if (!record.date?.trim()) add(state, 'date', 'Give the date and time to publish.');
        else if (!at)
          add(
            state,
            'date',
            'Write the date as 2026-12-01 09:30 (in your time zone) or with its offset, like 2026-12-01T09:30:00+01:00.',
          );
        if (state.link && !ZLink.safeParse(state.link).success)
          add(state, 'link', 'Give a web address (http or https).');
        for (const entry of cells[index]!) {
          if (!library) {
            add(state, 'media_urls', 'Media cannot be imported here: add it to the post in the composer.');
            break;
          }
          if ('libraryId' in entry) {
            const found = byId.get(entry.libraryId);
            if (found) state.media.push({ library: found });
            else
              add(
                state,
                'media_urls',
                `No file of your media library has the id “${entry.text}”. Use ${ACCEPTED_IN_WORDS}.`,
              );
          } else if ('name' in entry) {
            const found = await named(entry.name);
            if (found.length === 1) state.media.push({ library: found[0]! });
            else if (found.length > 1)
              add(
                state,
                'media_urls',
                `Several files of your media library are named “${entry.text}”: use its id.`,
              );
            else
              add(
                state,
                'media_urls',
                `No file of your media library is named “${entry.text}”. Use ${ACCEPTED_IN_WORDS}.`,
              );
          } else if (!addresses.has(entry.url) && addresses.size >= MAX_IMPORT_MEDIA_URLS)
            add(
              state,
              'media_urls',
              `“${entry.text}”: an import fetches at most ${MAX_IMPORT_MEDIA_URLS} addresses; upload the rest to the media library and name them here.`,
            );
          else {
            addresses.add(entry.url);
            state.media.push({ url: entry.url });
          }
        }
        results.push(state);
      }

      // Each address checked once, a few at a time (SSRF-safe, first bytes only: reachable, accepted type, size).
      const checked = new Map<string, Awaited<ReturnType<MediaService['urlAvailable']>>>();
      await inBatches([...addresses], 4, async (url) => {
        checked.set(url, await library!.urlAvailable(url));
      });
      for (const state of results)
        for (const entry of state.media)
          if ('url' in entry && !checked.get(entry.url)?.available)
            add(
              state,
              'media_urls',
              `“${entry.url}”: ${checked.get(entry.url)?.reason ?? 'The address could not be reached.'}`,
            );
      // As the network will see it: the address's type and size (its dimensions are known once it is fetched).
      const provisional = (url: string): TPostMediaInput | null => {
        const answer = checked.get(url);
        if (!answer?.available || !answer.kind || !answer.mime_type) return null;

        return { type: answer.kind, url, mime_type: answer.mime_type, bytes: answer.bytes ?? 1 };
      };
      for (const state of results) await prepareRow(actor, state, provisional);

      const isValid = (state: RowState) => Object.keys(state.errors).length === 0;
      let valid = results.filter(isValid);
      let created = 0;
      const createdIds = new Map<RowState, string | null>();
      if (
        input.mode === 'commit' &&
        valid.length > 0 &&
        !(input.all_or_nothing && valid.length < results.length)
      ) {
        // Only now are the addresses of rows to be created fetched into the library; each row is checked
        // again with the file's real facts (a picture's proportions), and what is not used is removed.
        const wanted = new Set(
          valid.flatMap((state) => state.media.flatMap((entry) => ('url' in entry ? [entry.url] : []))),
        );
        const fetched = new Map<string, { id: string } | { error: string }>();
        await inBatches([...wanted], 2, async (url) => {
          try {
            fetched.set(url, await library!.importFromUrl(actor, url, { folder: 'Imported' }));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            fetched.set(url, { error: error.errors?.url?.[0] ?? error.message });
          }
        });
        const fetchedIds = [...fetched.values()].flatMap((entry) => ('id' in entry ? [entry.id] : []));
        const files =
          fetchedIds.length > 0 ? await library!.postMedia(actor.accountId, fetchedIds) : new Map();
        for (const state of valid) {
          if (!state.media.some((entry) => 'url' in entry)) continue;
          for (const entry of state.media) {
            if (!('url' in entry)) continue;
            const answer = fetched.get(entry.url);
            if (answer && 'error' in answer) add(state, 'media_urls', `“${entry.url}”: ${answer.error}`);
          }
          if (!isValid(state)) continue;
          state.media = state.media.map((entry) => {
            if (!('url' in entry)) return entry;
            const answer = fetched.get(entry.url) as { id: string };

            return { library: files.get(answer.id)! };
          });
          await prepareRow(actor, state, () => null);
        }
        valid = results.filter(isValid);
        const removeUnused = async (keep: readonly RowState[]) => {
          const used = new Set(
            keep.flatMap((state) =>
              state.media.flatMap((entry) => ('library' in entry ? [entry.library.library_media_id] : [])),
            ),
          );
          for (const id of fetchedIds)
            if (!used.has(id)) await library!.remove(actor, id).catch(() => undefined);
        };
        if (valid.length === 0 || (input.all_or_nothing && valid.length < results.length))
          await removeUnused([]);
        else {
          try {
            const posts = await publishing.createPrepared(
              actor,
              valid.flatMap((state) => state.rows),
            );
            created = posts.length;
          } catch (error) {
            await removeUnused([]);
            throw error;
          }
          await removeUnused(valid);
          for (const state of valid) createdIds.set(state, state.rows[0]?.id ?? null);
        }
      }

      return {
        mode: input.mode,
        rows: results.map((state): TImportRowResult => ({
          row: state.row,
          ok: isValid(state),
          errors: state.errors,
          profile_id: state.profile?.id ?? null,
          scheduled_at: state.at ? state.at.toISOString() : null,
          text: state.text,
          post_id: createdIds.get(state) ?? null,
        })),
        valid: valid.length,
        invalid: results.length - valid.length,
        created,
      };
    },
  };
}

/**
 * What to write instead of a name several profiles share: on different networks, the network (a column, or
 * `name@network`); on one network, the profile's id (the import dialog lists every profile's id to copy).
 */
function ambiguous(reference: string, matches: readonly { network: ProfileNetwork }[]): string {
  const networks = [...new Set(matches.map((profile) => profile.network))];
  if (networks.length === matches.length) {
    const names = networks.map((network) => NETWORK_NAMES[network]).join(', ');

    return `Several profiles are called “${reference}” (on ${names}): add a network column, or write “${reference}@${networks[0]}”.`;
  }

  return `Several profiles are called “${reference}”${networks.length === 1 ? ` on ${NETWORK_NAMES[networks[0]!]}` : ''}: use the profile's id (listed under “Profiles and their ids”).`;
}

/** Runs `work` over the items, at most `size` at a time. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
