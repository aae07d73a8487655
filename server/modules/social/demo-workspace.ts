import { PROFILE_NETWORKS, type TProfileNetwork } from '../../../contracts/social.ts';
import type { Clock } from '../../lib/clock.ts';
import { issueDemoCode } from '../../networks/demo/index.ts';
import type { ConnectorSource } from './connectors.ts';
import type { Actor, SocialService } from './social.service.ts';

/** The two groups of the demo workspace, by the networks of their profiles. */
const DEMO_GROUPS: { name: string; networks: TProfileNetwork[] }[] = [
  { name: 'Consumer brand', networks: ['instagram', 'facebook', 'tiktok', 'pinterest'] },
  { name: 'Corporate', networks: ['linkedin', 'x', 'youtube', 'threads'] },
];

/**
 * Fills the demo workspace on first start: one demo profile per network and two groups, through the very code
 * path a user's browser takes (start → the demo network's consent → callback → choose the account), so the
 * demo shows exactly what a real connection does. Does nothing when the workspace already has profiles.
 */
export async function ensureDemoWorkspace(
  social: SocialService,
  connectors: Pick<ConnectorSource, 'demoSigningKey'>,
  clock: Clock,
  actor: Actor,
): Promise<number> {
  if ((await social.listProfiles(actor)).length > 0) return 0;
  const connected = new Map<TProfileNetwork, string>();
  for (const network of PROFILE_NETWORKS) {
    const authorizeUrl = new URL(
      await social.startConnection(actor, 'demo', { return_to: '/social-profiles', network }),
    );
    const state = authorizeUrl.searchParams.get('state') ?? '';
    const code = issueDemoCode(network === 'tiktok' ? 'tiktok_business' : network, clock, {
      scopes: (authorizeUrl.searchParams.get('scope') ?? '').split(' ').filter(Boolean),
      key: connectors.demoSigningKey,
    });
    const next = await social.completeAuthorization('demo', { code, state }, actor.userId);
    const attemptId = new URL(next, 'http://app').searchParams.get('attempt');
    if (!attemptId) throw new Error(`Connecting the demo ${network} profile failed: ${next}`);
    const attempt = await social.getAttempt(actor, attemptId);
    const account = attempt.accounts.find((candidate) => !candidate.unavailable_reason);
    if (!account) continue;
    const [profile] = await social.completeAttempt(actor, attemptId, [account.remote_id]);
    if (profile) connected.set(network, profile.id);
  }
  for (const group of DEMO_GROUPS) {
    const profileIds = group.networks.flatMap((network) => connected.get(network) ?? []);
    await social.createGroup(actor, { name: group.name, profile_ids: profileIds });
  }

  return connected.size;
}
