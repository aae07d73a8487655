/**
 * Draws every machine in statecharts/registry.ts as `<folder>/<id>.mmd` (Mermaid) and `<folder>/<id>.svg`
 * (Graphviz).
 *
 *   node scripts/statecharts.ts           rewrites the diagrams that changed
 *   node scripts/statecharts.ts --check   writes nothing; exits 1 listing the stale ones
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderSvg, toDot, toMermaid } from '../statecharts/diagram.ts';
import { STATECHARTS } from '../statecharts/registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const isCheck = process.argv.includes('--check');

const stale: string[] = [];
for (const { id, title, machine, folder } of STATECHARTS) {
  const files = [
    { path: `${folder}/${id}.mmd`, text: toMermaid(machine) },
    { path: `${folder}/${id}.svg`, text: await renderSvg(toDot(machine, { title })) },
  ];
  for (const { path, text } of files) {
    const current = await readFile(`${root}${path}`, 'utf8').catch(() => null);
    if (current === text) continue;
    stale.push(path);
    if (!isCheck) await writeFile(`${root}${path}`, text);
  }
}

if (isCheck && stale.length > 0) {
  console.error(
    `Stale statechart diagrams (run \`node scripts/statecharts.ts\`):\n${stale.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  stale.length === 0
    ? 'Statechart diagrams are up to date.'
    : `${isCheck ? 'Stale' : 'Wrote'}:\n${stale.map((p) => `  ${p}`).join('\n')}`,
);
