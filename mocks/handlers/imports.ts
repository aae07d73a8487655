import { importSchedulerPosts, type TImportRowResult } from '@contracts/imports.ts';
import { NETWORK_NAMES, networkFromText } from '@contracts/networks.ts';
import Papa from 'papaparse';
import { mockEndpoint } from '../endpoint.ts';
import { libraryFixture } from './media.ts';
import { socialProfilesFixture } from './social.ts';

const ACCEPTED =
  'a public address (http or https) of a JPEG, PNG, WebP or GIF picture, an MP4 or MOV video or a PDF document';

const LIMITS: Record<string, number> = { x: 280, instagram: 2200 };

/**
 * The CSV import, played in memory: rows resolve their profile by id or @handle (on the `network` column's
 * network when given), dates must be
 * `YYYY-MM-DD HH:mm` (read as UTC here), text is held to the network's length, and `media_urls` names files of
 * the mocked library or addresses ending in a picture's, video's or PDF's extension, as the server would.
 */
export function importsHandlers() {
  const profiles = socialProfilesFixture();
  const library = libraryFixture();

  return [
    mockEndpoint(importSchedulerPosts, async ({ request }) => {
      const body = (await request.json()) as { csv: string; mode?: string; all_or_nothing?: boolean };
      const parsed = Papa.parse<Record<string, string>>(body.csv, {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) => header.trim().toLowerCase(),
      });
      const rows: TImportRowResult[] = parsed.data.map((record, index) => {
        const errors: Record<string, string[]> = {};
        const reference = (record.profile ?? '').trim().replace(/^@/, '');
        const network = record.network?.trim() ? networkFromText(record.network) : null;
        const profile = profiles.find(
          (entry) =>
            (entry.id === reference || entry.handle === reference) && (!network || entry.network === network),
        );
        if (!profile) errors.profile = [`No active profile is called “${record.profile ?? ''}”.`];
        const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec((record.date ?? '').trim());
        if (!match)
          errors.date = ['Write the date as 2026-12-01 09:30 (in your time zone) or with its offset.'];
        const text = record.text ?? '';
        const limit = profile ? LIMITS[profile.network] : undefined;
        if (profile && limit && text.length > limit)
          errors.text = [
            `${NETWORK_NAMES[profile.network]} allows ${limit} characters; this has ${text.length}.`,
          ];
        for (const entry of (record.media_urls ?? '')
          .split('|')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const known = /^https?:\/\//.test(entry)
            ? /\.(jpe?g|png|webp|gif|mp4|mov|pdf)$/i.test(entry)
            : library.some((media) => media.id === entry || media.name.toLowerCase() === entry.toLowerCase());
          if (!known)
            errors.media_urls = [
              ...(errors.media_urls ?? []),
              /^https?:\/\//.test(entry)
                ? `“${entry}”: This file is not a picture, video or document we can read: use JPEG, PNG, WebP or GIF pictures, MP4 or MOV videos, or PDF documents.`
                : `No file of your media library is named “${entry}”. Use a file's name or id from your media library, or ${ACCEPTED}.`,
            ];
        }
        const ok = Object.keys(errors).length === 0;

        return {
          row: index + 2,
          ok,
          errors,
          profile_id: profile?.id ?? null,
          scheduled_at: match ? `${match[1]}T${match[2]}:00.000Z` : null,
          text,
          post_id: null,
        };
      });
      const valid = rows.filter((row) => row.ok).length;
      const commit = body.mode === 'commit' && valid > 0 && !(body.all_or_nothing && valid < rows.length);

      return {
        mode: (body.mode === 'commit' ? 'commit' : 'dry_run') as 'commit' | 'dry_run',
        rows,
        valid,
        invalid: rows.length - valid,
        created: commit ? valid : 0,
      };
    }),
  ];
}
