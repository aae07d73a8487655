import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every design-system component is documented and guarded: a story file, the four files of its folder, and
 * committed screenshot baselines in both themes (written by the Storybook test projects).
 */
const root = path.resolve(import.meta.dirname, '..', '..');
// `theme` holds the tokens and `lazy` the loading of overlays' code (ADR 0015): no component to picture.
const NOT_COMPONENTS = new Set(['theme', 'lazy']);
const components = readdirSync(path.join(root, 'src/design-system'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
  .map((entry) => entry.name);
const baselines = readdirSync(path.join(root, 'tests/visual/__screenshots__'));
const storyFiles = new Set(readdirSync(path.join(root, 'stories/design-system')));

describe('design-system coverage', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThan(30);
  });

  it.each(components)('%s has a story file', (name) => {
    expect(storyFiles.has(`${name}.stories.tsx`)).toBe(true);
  });

  it.each(components)('%s has its own folder with an index', (name) => {
    expect(existsSync(path.join(root, 'src/design-system', name, 'index.ts'))).toBe(true);
  });

  it.each(components)('%s has light and dark baselines', (name) => {
    // Storybook's story id starts with the title, lower-cased, every other character run turned into "-".
    const source = readFileSync(path.join(root, 'stories/design-system', `${name}.stories.tsx`), 'utf8');
    const title = /title: '(Design System\/[^']+)'/.exec(source)?.[1] ?? '';
    expect(title.endsWith(`/${name}`)).toBe(true);
    const prefix = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`;
    const mine = baselines.filter((file) => file.startsWith(prefix));
    expect(mine.some((file) => file.endsWith('-light.png'))).toBe(true);
    expect(mine.some((file) => file.endsWith('-dark.png'))).toBe(true);
  });
});
