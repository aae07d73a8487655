export { NetworkIcon, NETWORKS, networkName } from './NetworkIcon.tsx';
export {
  NETWORK_ICON_SIZES,
  NETWORK_ICON_TONES,
  type NetworkIconProps,
  type NetworkIconSize,
  type NetworkIconTone,
  type NetworkKey,
} from './NetworkIcon.types.ts';
