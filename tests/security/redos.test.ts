import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import regexp from 'eslint-plugin-regexp';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The code that runs on input: the server, the contracts both sides validate with, the web app, the scripts. */
const SOURCE_DIRS = ['server', 'contracts', 'src', 'statecharts', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}
const files = SOURCE_DIRS.flatMap(sourceFiles);

/** Every regular expression literal of a file, with its line. */
function regexLiterals(file: string): { line: number; source: string }[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; source: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, source: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);

  return found;
}

/**
 * Every regular expression of the source, checked for the two shapes that make a match take more than linear
 * time: backtracking (`\s*[\s\S]*?`: two quantifiers that can trade characters) and moving (`/[\s,]+(?=x)/`:
 * every start position scans the same run again, N² on a long run). safe-regex2 was tried and left out: it
 * only measures star height (so it misses the moving kind, the one that froze the import) and flags optional
 * groups and lookbehinds that are linear.
 */
describe('regular expressions against ReDoS', () => {
  it('finds the source files and their expressions', () => {
    expect(files).toContain('server/modules/publishing/post-import.ts');
    expect(files.reduce((count, file) => count + regexLiterals(file).length, 0)).toBeGreaterThan(100);
  });

  it('has no expression whose backtracking or start-position scan is super-linear (eslint-plugin-regexp)', () => {
    const linter = new Linter({ configType: 'flat' });
    const config = [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { regexp: regexp as never },
        rules: {
          'regexp/no-super-linear-backtracking': 'error' as const,
          'regexp/no-super-linear-move': 'error' as const,
        },
      },
    ];
    const findings = files.flatMap((file) =>
      linter
        .verify(readFileSync(path.join(ROOT, file), 'utf8'), config, { filename: path.join(ROOT, file) })
        // Only this check's findings (and a file it could not parse); inline directives name other plugins.
        .filter((message) => message.ruleId === null || message.ruleId.startsWith('regexp/'))
        .map((message) => `${file}:${message.line} ${message.ruleId ?? 'parse'}: ${message.message}`),
    );
    expect(findings).toEqual([]);
  });
});
