import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of ARCHITECTURE.md §2 are lint rules (eslint.config.js). Every cross-layer import in
 * src/ goes through the `@/` alias, so the rules protect something only if the resolver reads the app's
 * tsconfig paths: these cases lint a file that is not on disk, as if it sat at `filePath`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  // The probes are not on disk, so TypeScript's project service cannot type them: lint them without types.
  overrideConfig: {
    files: ['**/AliasProbe.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.fatal)
    .map((message) => message.message);
}

describe('the import boundaries', { timeout: 60_000 }, () => {
  it('report a design-system component importing a feature through the @/ alias', async () => {
    const errors = await boundaryErrors(
      'src/design-system/Button/AliasProbe.tsx',
      "import { SelectionBar } from '@/features/selection';\nexport const probe = SelectionBar;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The design system is presentational')]);
  });

  it('report a feature importing another feature through the @/ alias', async () => {
    const errors = await boundaryErrors(
      'src/features/ideas/AliasProbe.tsx',
      "import { SelectionBar } from '@/features/selection';\nexport const probe = SelectionBar;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('let a screen import a feature', async () => {
    const errors = await boundaryErrors(
      'src/screens/AliasProbe.tsx',
      "import { SelectionBar } from '@/features/selection';\nexport const probe = SelectionBar;\n",
    );
    expect(errors).toEqual([]);
  });

  it("report a screen importing a feature's internal file, and let it import the feature's index.ts", async () => {
    const internal = await boundaryErrors(
      'src/screens/AliasProbe.tsx',
      "import { PostDrawer } from '@/features/publishing/PostDrawer.tsx';\nexport const probe = PostDrawer;\n",
    );
    expect(internal).toEqual([expect.stringContaining('through its index.ts')]);
    const entry = await boundaryErrors(
      'src/screens/AliasProbe.tsx',
      "import { PostDrawer } from '@/features/publishing/index.ts';\nexport const probe = PostDrawer;\n",
    );
    expect(entry).toEqual([]);
  });

  it('report src/lib importing a feature, and mocks importing the browser app', async () => {
    const probe =
      "import { SelectionBar } from '@/features/selection/index.ts';\nexport const probe = SelectionBar;\n";
    expect(await boundaryErrors('src/lib/AliasProbe.tsx', probe)).toEqual([
      expect.stringContaining('src/lib sits under the features'),
    ]);
    expect(await boundaryErrors('mocks/handlers/AliasProbe.ts', probe)).toEqual([
      expect.stringContaining('Mocks stand in for the server'),
    ]);
  });

  it("report a route reaching into a module's internals or a network, and let it call the module's entry", async () => {
    const internals = await boundaryErrors(
      'server/http/routes/AliasProbe.ts',
      "import { createSessionStore } from '../../modules/identity/sessions.ts';\n" +
        "import { issueDemoCode } from '../../networks/demo/index.ts';\n" +
        'export const probe = [createSessionStore, issueDemoCode];\n',
    );
    expect(internals).toEqual([
      expect.stringContaining('Routes are thin'),
      expect.stringContaining('Routes reach the networks through a module'),
    ]);
    const entries = await boundaryErrors(
      'server/http/routes/AliasProbe.ts',
      "import { PERSISTENT_SESSION_MS } from '../../modules/identity/index.ts';\n" +
        "import { issueDemoCode } from '../../modules/social/index.ts';\n" +
        'export const probe = [PERSISTENT_SESSION_MS, issueDemoCode];\n',
    );
    expect(entries).toEqual([]);
  });

  it('report a module other than social reading the demo network', async () => {
    const errors = await boundaryErrors(
      'server/modules/analytics/AliasProbe.ts',
      "import { IG_FEED } from '../../networks/demo/styles.ts';\nexport const probe = IG_FEED;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Modules do not read the demo network')]);
  });
});
