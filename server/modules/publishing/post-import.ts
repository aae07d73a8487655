import { parseDateTime, toZoned } from '@internationalized/date';
import Papa from 'papaparse';
import { z } from 'zod';
import type { TImportRowResult } from '../../../contracts/imports.ts';
import type { TSchedulerPost } from '../../../contracts/publishing.ts';
import { invalid } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { SocialService } from '../social/social.service.ts';
import type { PublishingService } from './publishing.service.ts';

type PostKind = TSchedulerPost['kind'];
const PREFERRED_KINDS: readonly PostKind[] = ['post', 'text', 'image'];
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2})?)$/;
const ZLink = z.url({ protocol: /^https?$/ });
/** Column names as people write them. */
const ALIASES: Record<string, string> = {
  profile: 'profile',
  profile_id: 'profile',
  date: 'date',
  datetime: 'date',
  date_time: 'date',
  scheduled_at: 'date',
  text: 'text',
  caption: 'text',
  first_comment: 'first_comment',
  link: 'link',
  media_urls: 'media_urls',
  media: 'media_urls',
};
/** The publishing service's fields, as the CSV's columns. */
const COLUMN_OF: Record<string, string> = { scheduled_at: 'date', kind: 'text', media: 'media_urls' };

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
}: {
  publishing: PublishingService;
  social: SocialService;
}) {
  return {
    async run(
      actor: Actor,
      input: { csv: string; time_zone: string; mode: 'dry_run' | 'commit'; all_or_nothing: boolean },
    ) {
      const parsed = Papa.parse<Record<string, string>>(input.csv.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) =>
          ALIASES[
            header
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, '_')
          ] ?? header.trim(),
      });
      const columns = parsed.meta.fields ?? [];
      const missing = ['profile', 'date', 'text'].filter((column) => !columns.includes(column));
      if (missing.length > 0)
        throw invalid({ csv: `The first row must name the columns; missing: ${missing.join(', ')}.` });
      if (parsed.data.length === 0) throw invalid({ csv: 'The file has no row under its header.' });
      if (parsed.data.length > 500)
        throw invalid({ csv: `Import at most 500 rows at a time; this has ${parsed.data.length}.` });

      const profiles = (await social.repo.listProfiles(actor.accountId)).filter(
        (profile) => profile.isActive,
      );
      const specifications = new Map(
        (await publishing.specifications(actor)).map((entry) => [
          entry.profile_id,
          entry.specification.kinds,
        ]),
      );
      const findProfile = (reference: string) => {
        const key = reference.trim().toLowerCase().replace(/^@/, '');
        const byId = profiles.filter((profile) => profile.id === key);
        if (byId.length > 0) return byId;

        return profiles.filter(
          (profile) => profile.name.toLowerCase() === key || (profile.handle ?? '').toLowerCase() === key,
        );
      };

      const results: (TImportRowResult & {
        rows: Awaited<ReturnType<PublishingService['prepare']>>['rows'];
      })[] = [];
      for (const [index, record] of parsed.data.entries()) {
        const errors: Record<string, string[]> = {};
        const add = (column: string, message: string) => {
          errors[column] = [...(errors[column] ?? []), message];
        };
        const reference = record.profile?.trim() ?? '';
        const matches = reference ? findProfile(reference) : [];
        if (!reference) add('profile', 'Name the profile (its name, @handle or id).');
        else if (matches.length === 0) add('profile', `No active profile is called “${reference}”.`);
        else if (matches.length > 1)
          add('profile', `Several profiles are called “${reference}”: use the @handle or the id.`);
        const profile = matches.length === 1 ? matches[0]! : null;
        const at = record.date?.trim() ? instantOf(record.date, input.time_zone) : null;
        if (!record.date?.trim()) add('date', 'Give the date and time to publish.');
        else if (!at)
          add(
            'date',
            'Write the date as 2026-12-01 09:30 (in your time zone) or with its offset, like 2026-12-01T09:30:00+01:00.',
          );
        const link = record.link?.trim() || null;
        if (link && !ZLink.safeParse(link).success) add('link', 'Give a web address (http or https).');
        if (record.media_urls?.trim())
          add('media_urls', 'Media cannot be imported from a CSV yet: add it to the post in the composer.');
        const text = record.text ?? '';
        let rows: Awaited<ReturnType<PublishingService['prepare']>>['rows'] = [];
        if (profile && at) {
          const kinds = specifications.get(profile.id) ?? [];
          const prepared = await publishing.prepare(actor, {
            kind: PREFERRED_KINDS.find((kind) => kinds.includes(kind)) ?? kinds[0] ?? 'post',
            text,
            media: [],
            first_comment: record.first_comment?.trim() || null,
            link,
            profile_ids: [profile.id],
            variants: {},
            scheduled_at: at.toISOString(),
            publish_mode: 'auto',
            approval_required: false,
          });
          for (const [field, messages] of Object.entries(prepared.errors))
            for (const message of messages) add(COLUMN_OF[field] ?? field, message);
          rows = prepared.rows;
        }
        const ok = Object.keys(errors).length === 0;
        results.push({
          row: index + 2,
          ok,
          errors,
          profile_id: profile?.id ?? null,
          scheduled_at: at ? at.toISOString() : null,
          text,
          post_id: null,
          rows: ok ? rows : [],
        });
      }

      const valid = results.filter((result) => result.ok);
      let created = 0;
      if (
        input.mode === 'commit' &&
        valid.length > 0 &&
        !(input.all_or_nothing && valid.length < results.length)
      ) {
        const posts = await publishing.createPrepared(
          actor,
          valid.flatMap((result) => result.rows),
        );
        created = posts.length;
        for (const result of valid) result.post_id = result.rows[0]?.id ?? null;
      }

      return {
        mode: input.mode,
        rows: results.map(({ rows: _rows, ...result }) => result),
        valid: valid.length,
        invalid: results.length - valid.length,
        created,
      };
    },
  };
}
