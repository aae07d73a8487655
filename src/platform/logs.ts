import type * as DatadogLogs from '@datadog/browser-logs';
import type { PlatformConfig } from './config.ts';

type LogsModule = typeof DatadogLogs;

let started = false;

/**
 * Error monitoring and log collection (spec §9): every environment except staging, every session sampled
 * (100 %). Uncaught errors and console errors and warnings are forwarded. The SDK is loaded only when a client
 * token is configured, so an unconfigured deployment downloads and sends nothing.
 */
export async function startLogs(
  logs: NonNullable<PlatformConfig['logs']>,
  environment: PlatformConfig['environment'],
  version: string,
  load: () => Promise<LogsModule> = () => import('@datadog/browser-logs'),
): Promise<LogsModule['datadogLogs'] | null> {
  if (environment === 'staging' || started) return null;
  started = true;
  const { datadogLogs } = await load();
  datadogLogs.init({
    clientToken: logs.clientToken,
    site: logs.site as Parameters<LogsModule['datadogLogs']['init']>[0]['site'],
    service: logs.service,
    env: environment,
    version,
    forwardErrorsToLogs: true,
    forwardConsoleLogs: ['error', 'warn'],
    sessionSampleRate: 100,
  });

  return datadogLogs;
}

/** For tests. */
export function resetLogsForTests(): void {
  started = false;
}
