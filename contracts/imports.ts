import { z } from 'zod';
import { ZIsoDateTime, ZTimeZone } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Bulk import of scheduled posts from CSV. Columns (a header row names them, any order, any case):
 * `profile` (a profile's id, name or @handle), `date` (an ISO date-time with its offset, or a local date and
 * time like `2026-12-01 09:30` read in `time_zone`), `text`, and optional `first_comment`, `link` and
 * `media_urls`: files of the media library by name or id, or public http(s) addresses, separated by `|` (a dry
 * run checks each address answers with a file the library accepts; a commit fetches it into the library).
 */
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 512 * 1024;
/** Characters in one cell, at most: the longest post any network takes (Facebook's 63,206) fits. */
export const MAX_IMPORT_CELL_CHARS = 64 * 1024;
/** Characters in one `media_urls` cell: room for the import's addresses, each at its longest. */
export const MAX_IMPORT_MEDIA_CELL_CHARS = 16 * 1024;
/** Public addresses of files one import fetches into the media library, at most. */
export const MAX_IMPORT_MEDIA_URLS = 50;
export const IMPORT_COLUMNS = ['profile', 'date', 'text', 'first_comment', 'link', 'media_urls'] as const;

export const ZImportRowResult = z
  .object({
    /** The row's line in the file, the header being line 1. */
    row: z.number().int(),
    ok: z.boolean(),
    /** By column (`profile`, `date`, `text`, `first_comment`, `link`, `media_urls`); the network and its limit named. */
    errors: z.record(z.string(), z.array(z.string())),
    profile_id: z.uuid().nullable(),
    scheduled_at: ZIsoDateTime.nullable(),
    text: z.string(),
    /** Set once the row was created (commit). */
    post_id: z.uuid().nullable(),
  })
  .meta({ id: 'ImportRowResult' });
export type TImportRowResult = z.infer<typeof ZImportRowResult>;

export const ZImportPostsBody = z.object({
  csv: z
    .string({ error: 'Paste or upload the CSV.' })
    .min(1, 'Paste or upload the CSV.')
    .max(MAX_IMPORT_BYTES, 'Import at most 512 KB at a time.'),
  /** How local dates are read. */
  time_zone: ZTimeZone.default('UTC'),
  /** `dry_run` checks every row and saves nothing; `commit` creates the valid rows as scheduled posts. */
  mode: z.enum(['dry_run', 'commit']).default('dry_run'),
  /** With `commit`: create nothing unless every row is valid. */
  all_or_nothing: z.boolean().default(false),
});
export type TImportPostsBody = z.input<typeof ZImportPostsBody>;

export const importSchedulerPosts = defineEndpoint({
  id: 'importSchedulerPosts',
  method: 'POST',
  path: '/scheduler-posts/import',
  summary:
    'Check (dry run) or import posts from CSV: each row is checked like any post (its network’s limits named); the valid rows are created as scheduled posts in one transaction',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', allocated: true },
  body: ZImportPostsBody,
  response: {
    status: 200,
    description: 'Each row’s result; `created` counts the posts made (0 on a dry run)',
    schema: z.object({
      mode: z.enum(['dry_run', 'commit']),
      rows: z.array(ZImportRowResult),
      valid: z.number().int(),
      invalid: z.number().int(),
      created: z.number().int(),
    }),
  },
  errors: [401],
});
