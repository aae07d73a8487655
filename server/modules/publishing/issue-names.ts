import type { ValidationIssue } from '../../networks/core/types.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A connector names the network in its refusals ("X allows 280 characters; this has 300."); the user is told
 * which of their profiles it is, in the words the composer uses for its own checks: "X (Kestrel Coffee) allows
 * 280 characters; this has 300." Only the first mention of the network is named; a message without it is kept.
 */
export function namedForProfile(
  issues: readonly ValidationIssue[],
  network: string,
  profileName: string,
): ValidationIssue[] {
  const first = new RegExp(`(?<![\\w(])${escape(network)}(?![\\w)])`);

  return issues.map((issue) => ({
    ...issue,
    message: issue.message.replace(first, () => `${network} (${profileName})`),
  }));
}
