import { describe, expect, it } from 'vitest';
import type { MetricsResult } from '../../../../server/networks/core/types.ts';
import {
  demoAccount,
  generateDailyMetrics,
  generatePosts,
  postMetricsAsOf,
} from '../../../../server/networks/demo/index.ts';

const metricsLine = ({ points, gaps }: MetricsResult) =>
  [...points.map((p) => `${p.metric}=${p.value}`), ...gaps.map((g) => `gap:${g.raw}`)].join(' ');

/**
 * A small golden sample of the generator (networks.md §14 "demo"): any change to what a seed produces shows up
 * here. Update deliberately with `vitest run --project server tests/server/networks/demo -u`.
 */
describe('demo generator golden sample', () => {
  it('produces the recorded week for Kestrel Roasters on Instagram', async () => {
    const account = demoAccount('demo.instagram.kestrel-roasters');
    const posts = generatePosts(account, '2026-03-02', '2026-03-04');
    const lines = [
      ...generateDailyMetrics(account, '2026-03-02', '2026-03-04').map(
        (p) => `${p.subject.type === 'account' ? p.subject.date : ''} ${p.metric} (${p.raw}) ${p.value}`,
      ),
      ...posts.flatMap((post) => [
        `${post.remoteId} ${post.kind} ${post.publishedAt} ${post.media.map((m) => m.type).join('+')} ${JSON.stringify(post.text)}`,
        `  ${metricsLine(postMetricsAsOf(post, '2026-03-05T00:00:00.000Z'))}`,
      ]),
    ];
    // Plain text, so formatters leave the recorded file alone.
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('golden/instagram-kestrel-roasters.txt');
  });
});
