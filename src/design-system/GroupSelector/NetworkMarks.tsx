import { NetworkIcon } from '../NetworkIcon/index.ts';
import { Networks } from './GroupSelector.styles.ts';
import type { SelectorGroup } from './GroupSelector.types.ts';

const MAX_MARKS = 4;

/** The marks of a group's networks, at most four; decorative (the options name the networks in words). */
export function NetworkMarks({ networks }: { networks: SelectorGroup['networks'] }) {
  return (
    <Networks aria-hidden="true">
      {networks.slice(0, MAX_MARKS).map((network) => (
        <NetworkIcon key={network} network={network} size="sm" />
      ))}
    </Networks>
  );
}
