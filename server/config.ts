import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at start. A bad value stops the start with a
 * message naming the variable (see `ConfigError`). The README lists these one by one; keep them in step.
 */
const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['local', 'staging', 'production']).default('local'),
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
  TRUST_PROXY: booleanFromString.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Kestrel <no-reply@kestrel.local>'),
  DEMO_WORKSPACE: booleanFromString.default(true),
  RATE_LIMIT_LOGIN_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORGOT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  STATIC_DIR: z.string().min(1).default('./dist'),
});

export type Env = z.input<typeof ZEnv>;

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
  trustProxy: boolean;
  secureCookies: boolean;
  mail: { from: string; smtpUrl: string | null; dir: string };
  demoWorkspace: boolean;
  rateLimits: { loginPer15Min: number; registerPerHour: number; forgotPerHour: number };
  staticDir: string;
};

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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL;
  const database: Config['database'] =
    databaseUrl && databaseUrl !== 'memory:'
      ? { kind: 'postgres', url: databaseUrl, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: databaseUrl === 'memory:' ? null : path.join(dataDir, 'pglite') };
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  return {
    env: env.NODE_ENV,
    appEnv: env.APP_ENV,
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
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL ?? null, dir: path.join(dataDir, 'mail') },
    demoWorkspace: env.DEMO_WORKSPACE,
    rateLimits: {
      loginPer15Min: env.RATE_LIMIT_LOGIN_PER_15_MIN,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      forgotPerHour: env.RATE_LIMIT_FORGOT_PER_HOUR,
    },
    staticDir: path.resolve(env.STATIC_DIR),
  };
}
