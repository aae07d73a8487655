import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * What the browser needs to start the platform services (ARCHITECTURE.md §8), read at run time from the server's
 * environment so one build serves every deployment. Only public client keys travel here; a service that is not
 * configured is `null`, and the browser then loads nothing for it and makes no call.
 */
export const ZPlatformConfig = z
  .object({
    environment: z.enum(['local', 'staging', 'production']),
    featureFlags: z
      .object({
        environmentKey: z.string(),
        apiUrl: z.url(),
        realtime: z.boolean(),
        realtimeUrl: z.url(),
      })
      .nullable(),
    logs: z.object({ clientToken: z.string(), site: z.string(), service: z.string() }).nullable(),
    consent: z
      .object({
        /** A third-party consent manager (IAB TCF v2 `__tcfapi`) to load; null: the built-in banner asks. */
        managerScriptUrl: z.url().nullable(),
      })
      .nullable(),
    sessionRecording: z
      .object({
        provider: z.string(),
        sampleRate: z.number().min(0).max(1),
        minDurationMs: z.number().int(),
        maxDurationMs: z.number().int(),
      })
      .nullable(),
    designEditor: z.object({ sdkUrl: z.url(), clientId: z.string() }).nullable(),
  })
  .meta({ id: 'PlatformConfig' });
export type TPlatformConfig = z.infer<typeof ZPlatformConfig>;

export const getPlatformConfig = defineEndpoint({
  id: 'getPlatformConfig',
  method: 'GET',
  path: '/platform-config',
  summary:
    'Which browser services this deployment runs (feature flags, logs, consent, recording, design editor)',
  description:
    'Public client keys only. A service that is not configured is null and the browser loads nothing for it.',
  tag: 'Platform',
  access: 'public',
  response: { status: 200, description: 'The browser platform configuration', schema: ZPlatformConfig },
  errors: [],
});
