import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` uses this: it diffs the schema against the committed migrations and writes SQL.
// The server applies those migrations itself at start (server/db/migrate.ts), on PGlite and Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
