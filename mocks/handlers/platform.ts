import { getPlatformConfig, type TPlatformConfig } from '@contracts/platform.ts';
import { mockEndpoint } from '../endpoint.ts';

/** A deployment with no browser service configured, as a fresh self-hosted install. */
export const UNCONFIGURED_PLATFORM: TPlatformConfig = {
  environment: 'local',
  featureFlags: null,
  logs: null,
  consent: null,
  sessionRecording: null,
  designEditor: null,
};

export function platformHandlers(config: Partial<TPlatformConfig> = {}) {
  return [mockEndpoint(getPlatformConfig, () => ({ ...UNCONFIGURED_PLATFORM, ...config }))];
}
