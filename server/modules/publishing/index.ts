/** The publishing module's entry for the HTTP layer besides its services: the CSV import. */
export type { createPostImport } from './post-import.ts';
