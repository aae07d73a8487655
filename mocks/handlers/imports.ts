import { importSchedulerPosts, type TImportRowResult } from '@contracts/imports.ts';
import Papa from 'papaparse';
import { mockEndpoint } from '../endpoint.ts';
import { socialProfilesFixture } from './social.ts';

const LIMITS: Record<string, number> = { x: 280, instagram: 2200 };
const NAMES: Record<string, string> = {
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/**
 * The CSV import, played in memory: rows resolve their profile by id or @handle, dates must be
 * `YYYY-MM-DD HH:mm` (read as UTC here), and text is held to the network's length, as the server would.
 */
export function importsHandlers() {
  const profiles = socialProfilesFixture();

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
        const profile = profiles.find((entry) => entry.id === reference || entry.handle === reference);
        if (!profile) errors.profile = [`No active profile is called “${record.profile ?? ''}”.`];
        const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec((record.date ?? '').trim());
        if (!match)
          errors.date = ['Write the date as 2026-12-01 09:30 (in your time zone) or with its offset.'];
        const text = record.text ?? '';
        const limit = profile ? LIMITS[profile.network] : undefined;
        if (profile && limit && text.length > limit)
          errors.text = [`${NAMES[profile.network]} allows ${limit} characters; this has ${text.length}.`];
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
