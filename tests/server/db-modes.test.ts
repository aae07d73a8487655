import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.ts';

describe('the embedded database on disk', () => {
  it('keeps its folder 0700 and no file readable or writable by anyone but the server', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kestrel-modes-')), 'pglite');
    const database = await openDatabase({ kind: 'pglite', dir });
    await database.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const open = readdirSync(dir, { withFileTypes: true, recursive: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => (statSync(file).mode & 0o077) !== 0)
      .map((file) => `${path.relative(dir, file)} ${(statSync(file).mode & 0o777).toString(8)}`);
    expect(open).toEqual([]);
  }, 300_000);
});
