import { renderSvg, toDot, toMermaid } from '@statecharts/diagram.ts';
import { STATECHARTS } from '@statecharts/registry.ts';
import { signUpMachine } from '@statecharts/sign-up/sign-up.machine.ts';
import { describe, expect, it } from 'vitest';

// The committed diagrams, read as text. Keys look like '../../statecharts/sign-up/sign-up.svg'.
const committed: Record<string, string> = import.meta.glob('../../statecharts/**/*.{mmd,svg}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const REGENERATE = 'The diagram is stale: run `node scripts/statecharts.ts` and commit the result.';

describe.each(STATECHARTS.map((chart) => [chart.id, chart] as const))('the %s diagrams', (_, chart) => {
  it(`match ${chart.folder}/${chart.id}.mmd`, () => {
    expect(toMermaid(chart.machine), REGENERATE).toBe(committed[`../../${chart.folder}/${chart.id}.mmd`]);
  });

  it(`match ${chart.folder}/${chart.id}.svg`, async () => {
    const svg = await renderSvg(toDot(chart.machine, { title: chart.title }));

    expect(svg, REGENERATE).toBe(committed[`../../${chart.folder}/${chart.id}.svg`]);
  });

  it('come out the same twice', async () => {
    const dot = toDot(chart.machine, { title: chart.title });

    expect(toDot(chart.machine, { title: chart.title })).toBe(dot);
    expect(await renderSvg(dot)).toBe(await renderSvg(dot));
  });
});

describe('sign-up diagram content', () => {
  // A few facts checked by hand, so a bug in the drawing code cannot hide behind regenerated files.
  const mermaid = toMermaid(signUpMachine);

  it('labels every screen with its route', () => {
    expect(mermaid).toContain('  accountSetup : /setup/account\n');
    expect(mermaid).toContain('  userInfos : /signup/user-infos\n');
  });

  it('starts in the transient resuming state and shows its guarded branches', () => {
    expect(mermaid).toContain('  [*] --> resuming\n');
    expect(mermaid).toContain('  resuming --> connectSocialProfiles : [resumesAt]\n');
  });

  it('labels transitions with their event and guard', () => {
    expect(mermaid).toContain('  emailVerification --> userInfos : email.verified [isNext]\n');
    expect(mermaid).toContain('  accountSetup --> userInfos : accountSetup.backRequested\n');
  });
});
