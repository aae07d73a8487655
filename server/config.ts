// Every configuration variable in one schema, with its default, its check and its message, so the README's table
// and the checks cannot drift apart; splitting it by area would spread one list over several files.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { TPlatformConfig } from '../contracts/platform.ts';

/**
 * Every environment variable the server reads, validated once at start. A bad value stops the start with a
 * message naming the variable (see `ConfigError`). The README lists these one by one; keep them in step.
 */
const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies may say who the client is (`X-Forwarded-For`, `-Proto`, `-Host`), as Fastify's `trustProxy`
 * takes it: a number of proxy hops in front of the server, or the proxies' addresses and ranges. `true` means
 * one hop (the usual single reverse proxy): trusting every hop would believe whatever address a client writes
 * first in the header, so per-IP limits and sessions' addresses could be faked.
 */
const trustProxyFromString = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= 20) return Number(value);
    const ranges = value.split(',').map((part) => part.trim());
    if (ranges.every((range) => ipaddr.isValid(range) || isCidr(range))) return ranges;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (1 for one reverse proxy), or the proxies’ addresses or ranges separated by commas (10.0.0.0/8,127.0.0.1)',
    });

    return z.NEVER;
  });

function isCidr(text: string): boolean {
  try {
    ipaddr.parseCIDR(text);

    return true;
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: `production` when NODE_ENV is production, else `local` (`npm start` sets `local`). */
  APP_ENV: z.enum(['local', 'staging', 'production']).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|memory:)$/, 'must be a postgres:// URL or "memory:"')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFromString.optional(),
  TRUST_PROXY: trustProxyFromString.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Kestrel <no-reply@kestrel.local>'),
  DEMO_WORKSPACE: booleanFromString.default(true),
  /**
   * Whether this process runs the background jobs (queues and tickers). `off` serves HTTP only, for web
   * processes next to `npm run worker` on a shared Postgres (docs/adr/0018).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How long each step of a publish (upload, processing) takes on the demo network, like a real one. */
  DEMO_PUBLISH_STEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long after a publish its profile is synced (one sync for a burst of posts), so it shows in analytics. */
  PUBLISH_SYNC_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RATE_LIMIT_LOGIN_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORGOT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  STATIC_DIR: z.string().min(1).default('./dist'),
  FLAGSMITH_ENVIRONMENT_KEY: z.string().min(1).optional(),
  FLAGSMITH_API_URL: z.url({ protocol: /^https?$/ }).default('https://edge.api.flagsmith.com/api/v1/'),
  FLAGSMITH_REALTIME: booleanFromString.default(false),
  FLAGSMITH_REALTIME_URL: z.url({ protocol: /^https?$/ }).default('https://realtime.flagsmith.com/'),
  DATADOG_CLIENT_TOKEN: z
    .string()
    .regex(/^pub[0-9a-f]+$/, 'must be a Datadog client token (pub…)')
    .optional(),
  DATADOG_SITE: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]+$/, 'must be a Datadog site such as datadoghq.eu')
    .default('datadoghq.com'),
  DATADOG_SERVICE: z.string().min(1).default('kestrel-web'),
  CONSENT_MANAGER_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  SESSION_RECORDING_PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a provider name')
    .optional(),
  SESSION_RECORDING_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.2),
  DESIGN_EDITOR_SDK_URL: z.url({ protocol: /^https$/ }).optional(),
  DESIGN_EDITOR_CLIENT_ID: z.string().min(1).optional(),
  MEDIA_MAX_IMAGE_MB: z.coerce.number().positive().max(10_000).default(30),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().positive().max(10_000).default(500),
  MEDIA_MAX_DOCUMENT_MB: z.coerce.number().positive().max(10_000).default(100),
  S3_BUCKET: z.string().min(3).max(255).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  /** An OpenAI-compatible chat-completions server for caption suggestions and translation (docs/adr/0014). */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  RATE_LIMIT_WRITING_PER_HOUR: z.coerce.number().int().min(1).default(60),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'must be a key prefix such as kestrel/media/')
    .default(''),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  appEnv: 'local' | 'staging' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string; poolMax: number };
  appSecret: string;
  log: { level: string; pretty: boolean };
  /** Proxy hops, or the proxies' addresses; false: the socket's address is the client's. */
  trustProxy: false | number | string[];
  secureCookies: boolean;
  /** `printLinks`: log the links of mail written to `dir` (one-time tokens: only on a local installation). */
  mail: { from: string; smtpUrl: string | null; dir: string; printLinks: boolean };
  demoWorkspace: boolean;
  /** This process runs the job queues and tickers (`JOBS`, default on). */
  jobs: boolean;
  demoPublishStepSeconds: number;
  publishSyncDelaySeconds: number;
  rateLimits: {
    loginPer15Min: number;
    registerPerHour: number;
    forgotPerHour: number;
    writingPerHour: number;
  };
  staticDir: string;
  /** App credentials per network (README "Connecting networks"); a network without them cannot be connected. */
  networks: Record<RealNetworkKey, NetworkAppConfig | null>;
  /** Syncs started per minute and network (`SYNC_BUDGET_<NETWORK>`): the networks' rate limits, shared. */
  syncBudgets: Record<RealNetworkKey | 'demo', number>;
  /** Browser services (contracts/platform.ts); null when not configured. */
  platform: Omit<TPlatformConfig, 'environment'>;
  media: MediaConfig;
  /** The writing model (caption suggestions, translation); null: the offline generator only. */
  ai: AiConfig | null;
};

/** An OpenAI-compatible endpoint. The key is a secret: never log it. */
export type AiConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

/** The media library: size limits per kind, and where files are kept. */
export type MediaConfig = {
  maxBytes: { image: number; video: number; document: number };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | null;
        region: string;
        /** Both null: the SDK's own credential chain (instance role, AWS_* variables). */
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
        forcePathStyle: boolean;
        prefix: string;
      };
};

/** The networks with app credentials of their own (the demo network needs none). */
export const REAL_NETWORK_KEYS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'linkedin',
  'tiktok_business',
  'tiktok_ads',
  'youtube',
  'pinterest',
] as const;
export type RealNetworkKey = (typeof REAL_NETWORK_KEYS)[number];

export type NetworkAppConfig = {
  clientId: string;
  clientSecret: string;
  webhookSecret?: string;
  webhookVerifyToken?: string;
  apiVersion?: string;
  /** Instagram only: which login the app uses. */
  login?: 'facebook' | 'instagram';
};

/**
 * Profiles a server starts syncing per minute, per network. A sync reads a profile, a few days of metrics, recent
 * posts and their metrics: 10–40 calls. The defaults keep an app well inside each network's limits
 * (networks.md: Meta 200 calls/hour per user, X's per-user timelines, LinkedIn's daily app quota, YouTube's
 * 10,000 units a day) for a workspace of a few hundred profiles synced every 6 hours.
 */
export const DEFAULT_SYNC_BUDGETS: Record<RealNetworkKey | 'demo', number> = {
  instagram: 20,
  facebook: 20,
  threads: 20,
  x: 5,
  linkedin: 10,
  tiktok_business: 10,
  tiktok_ads: 10,
  youtube: 2,
  pinterest: 10,
  demo: 600,
};

function syncBudgets(source: Record<string, string | undefined>, issues: string[]) {
  const budgets = { ...DEFAULT_SYNC_BUDGETS };
  for (const key of Object.keys(budgets) as (keyof typeof budgets)[]) {
    const name = `SYNC_BUDGET_${key.toUpperCase()}`;
    const value = source[name];
    if (value === undefined) continue;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1)
      issues.push(`${name}: a whole number of syncs per minute, 1 or more`);
    else budgets[key] = parsed;
  }

  return budgets;
}

/** `INSTAGRAM_CLIENT_ID`, `TIKTOK_BUSINESS_CLIENT_SECRET`… */
const networkEnvPrefix = (key: RealNetworkKey) => key.toUpperCase();

function networkConfigs(
  source: Record<string, string | undefined>,
  issues: string[],
): Record<RealNetworkKey, NetworkAppConfig | null> {
  const result = {} as Record<RealNetworkKey, NetworkAppConfig | null>;
  for (const key of REAL_NETWORK_KEYS) {
    const prefix = networkEnvPrefix(key);
    const clientId = source[`${prefix}_CLIENT_ID`];
    const clientSecret = source[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) {
      result[key] = null;
      continue;
    }
    if (!clientId || !clientSecret) {
      issues.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both, or neither`);
      result[key] = null;
      continue;
    }
    const login = source[`${prefix}_LOGIN`];
    if (login !== undefined && login !== 'facebook' && login !== 'instagram')
      issues.push(`${prefix}_LOGIN: must be "facebook" or "instagram"`);
    result[key] = {
      clientId,
      clientSecret,
      webhookSecret: source[`${prefix}_WEBHOOK_SECRET`],
      webhookVerifyToken: source[`${prefix}_WEBHOOK_VERIFY_TOKEN`],
      apiVersion: source[`${prefix}_API_VERSION`],
      ...(key === 'instagram' ? { login: login === 'instagram' ? 'instagram' : 'facebook' } : {}),
    };
  }

  return result;
}

export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Reads the app secret from config, or from `<dataDir>/app-secret` (created once, mode 0600). */
function resolveAppSecret(explicit: string | undefined, dataDir: string, inMemory: boolean): string {
  if (explicit) return explicit;
  if (inMemory) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);

  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  const networks = networkConfigs(cleaned, issues);
  const budgets = syncBudgets(cleaned, issues);
  if (Boolean(cleaned.S3_ACCESS_KEY_ID) !== Boolean(cleaned.S3_SECRET_ACCESS_KEY))
    issues.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  if (!cleaned.S3_BUCKET && (cleaned.S3_ENDPOINT || cleaned.S3_ACCESS_KEY_ID))
    issues.push('S3_BUCKET: set it to keep media in S3 (the other S3_ variables are set)');
  if (cleaned.AI_BASE_URL && !cleaned.AI_MODEL)
    issues.push('AI_MODEL: name the model to use at AI_BASE_URL (e.g. gpt-4o-mini)');
  if (!cleaned.AI_BASE_URL && (cleaned.AI_MODEL || cleaned.AI_API_KEY))
    issues.push(
      'AI_BASE_URL: set it to use a model (AI_MODEL or AI_API_KEY is set), e.g. https://api.openai.com/v1',
    );
  if (cleaned.JOBS === 'off' && !/^postgres(ql)?:\/\//.test(cleaned.DATABASE_URL ?? ''))
    issues.push(
      'JOBS: "off" needs a Postgres DATABASE_URL: the embedded database opens in one process only, so that process runs the jobs',
    );
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL;
  const database: Config['database'] =
    databaseUrl && databaseUrl !== 'memory:'
      ? { kind: 'postgres', url: databaseUrl, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: databaseUrl === 'memory:' ? null : path.join(dataDir, 'pglite') };
  const appEnv = env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, '');

  return {
    env: env.NODE_ENV,
    appEnv,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    database,
    appSecret: resolveAppSecret(env.APP_SECRET, dataDir, database.kind === 'pglite' && database.dir === null),
    log: {
      level: env.LOG_LEVEL,
      pretty: env.LOG_PRETTY ?? (Boolean(process.stdout.isTTY) && env.NODE_ENV !== 'production'),
    },
    trustProxy: env.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    mail: {
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL ?? null,
      dir: path.join(dataDir, 'mail'),
      printLinks: appEnv === 'local',
    },
    demoWorkspace: env.DEMO_WORKSPACE,
    jobs: env.JOBS === 'on',
    demoPublishStepSeconds: env.DEMO_PUBLISH_STEP_SECONDS,
    publishSyncDelaySeconds: env.PUBLISH_SYNC_DELAY_SECONDS,
    rateLimits: {
      loginPer15Min: env.RATE_LIMIT_LOGIN_PER_15_MIN,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      forgotPerHour: env.RATE_LIMIT_FORGOT_PER_HOUR,
      writingPerHour: env.RATE_LIMIT_WRITING_PER_HOUR,
    },
    staticDir: path.resolve(env.STATIC_DIR),
    networks,
    syncBudgets: budgets,
    platform: platformConfig(env),
    media: mediaConfig(env, dataDir),
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL.replace(/(?<!\/)\/+$/, ''),
            apiKey: env.AI_API_KEY ?? null,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
          }
        : null,
  };
}

const MB = 1024 * 1024;

function mediaConfig(env: z.output<typeof ZEnv>, dataDir: string): MediaConfig {
  return {
    maxBytes: {
      image: Math.round(env.MEDIA_MAX_IMAGE_MB * MB),
      video: Math.round(env.MEDIA_MAX_VIDEO_MB * MB),
      document: Math.round(env.MEDIA_MAX_DOCUMENT_MB * MB),
    },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }
      : { kind: 'local', dir: path.join(dataDir, 'media') },
  };
}

/** Spec §9: recordings between 4 s and 10 min. */
export const RECORDING_MIN_MS = 4_000;
export const RECORDING_MAX_MS = 600_000;

function platformConfig(env: z.output<typeof ZEnv>): Config['platform'] {
  const sessionRecording = env.SESSION_RECORDING_PROVIDER
    ? {
        provider: env.SESSION_RECORDING_PROVIDER,
        sampleRate: env.SESSION_RECORDING_SAMPLE_RATE,
        minDurationMs: RECORDING_MIN_MS,
        maxDurationMs: RECORDING_MAX_MS,
      }
    : null;

  return {
    featureFlags: env.FLAGSMITH_ENVIRONMENT_KEY
      ? {
          environmentKey: env.FLAGSMITH_ENVIRONMENT_KEY,
          apiUrl: env.FLAGSMITH_API_URL,
          realtime: env.FLAGSMITH_REALTIME,
          realtimeUrl: env.FLAGSMITH_REALTIME_URL,
        }
      : null,
    // Spec §9: the error monitor runs in every environment except staging.
    logs:
      env.DATADOG_CLIENT_TOKEN && env.APP_ENV !== 'staging'
        ? { clientToken: env.DATADOG_CLIENT_TOKEN, site: env.DATADOG_SITE, service: env.DATADOG_SERVICE }
        : null,
    // Consent is asked only when something needs it (recording/analytics) or a consent manager is configured.
    consent:
      env.CONSENT_MANAGER_SCRIPT_URL || sessionRecording
        ? { managerScriptUrl: env.CONSENT_MANAGER_SCRIPT_URL ?? null }
        : null,
    sessionRecording,
    designEditor:
      env.DESIGN_EDITOR_SDK_URL && env.DESIGN_EDITOR_CLIENT_ID
        ? { sdkUrl: env.DESIGN_EDITOR_SDK_URL, clientId: env.DESIGN_EDITOR_CLIENT_ID }
        : null,
  };
}

/** Datadog's browser intake for a site: datadoghq.eu → browser-intake-datadoghq.eu, us3.datadoghq.com → browser-intake-us3-datadoghq.com. */
export function datadogIntakeOrigin(site: string): string {
  const parts = site.split('.');
  const domain = parts.slice(-2).join('.');
  const prefix = parts.slice(0, -2).join('-');

  return `https://browser-intake-${prefix ? `${prefix}-` : ''}${domain}`;
}

/** Origins the browser may reach for the configured platform services (added to the CSP). */
export function platformOrigins(platform: Config['platform']): { script: string[]; connect: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const script: string[] = [];
  const connect: string[] = [];
  if (platform.featureFlags) {
    connect.push(origin(platform.featureFlags.apiUrl));
    if (platform.featureFlags.realtime) connect.push(origin(platform.featureFlags.realtimeUrl));
  }
  if (platform.logs) connect.push(datadogIntakeOrigin(platform.logs.site));
  if (platform.consent?.managerScriptUrl) {
    script.push(origin(platform.consent.managerScriptUrl));
    connect.push(origin(platform.consent.managerScriptUrl));
  }
  if (platform.designEditor) {
    script.push(origin(platform.designEditor.sdkUrl));
    connect.push(origin(platform.designEditor.sdkUrl));
  }

  return { script: [...new Set(script)], connect: [...new Set(connect)] };
}
