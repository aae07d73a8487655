import { describe, expect, expectTypeOf, it } from 'vitest';
import { NETWORK_NAMES, PROFILE_NETWORKS } from '@contracts/networks.ts';
import type { TProfileNetwork } from '@contracts/social.ts';
import { NETWORKS, networkName, type NetworkKey } from '@/design-system/NetworkIcon';
import { networkColor } from '@/design-system/theme/tokens.ts';

/** One table of networks (contracts/networks.ts, ADR 0017): the design system's keys are the contract's. */
describe('the networks', () => {
  it("the design system's network keys are the contract's (checked by the compiler)", () => {
    expectTypeOf<NetworkKey>().toEqualTypeOf<TProfileNetwork>();
    expectTypeOf<keyof typeof NETWORK_NAMES>().toEqualTypeOf<TProfileNetwork>();
  });

  it('each network has a colour, a mark and its one name, in the contract’s order', () => {
    expect(Object.keys(networkColor).toSorted()).toEqual([...PROFILE_NETWORKS].toSorted());
    expect(NETWORKS).toEqual(PROFILE_NETWORKS);
    for (const network of PROFILE_NETWORKS) expect(networkName(network)).toBe(NETWORK_NAMES[network]);
  });
});
