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

describe('the import boundaries', { timeout: 30_000 }, () => {
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
});
