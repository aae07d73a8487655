import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, datadogIntakeOrigin, loadConfig, platformOrigins } from '../../server/config.ts';
import { stdSerializers } from 'pino';
import { redactUrl, withoutQueryValues } from '../../server/logger.ts';

const base = { DATABASE_URL: 'memory:', APP_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('defaults to embedded PGlite in ./data on port 3000', () => {
    const config = loadConfig({ APP_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/kestrel-config-test' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: '/tmp/kestrel-config-test/pglite' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.mail.dir).toBe('/tmp/kestrel-config-test/mail');
  });

  it('switches to Postgres with a pool when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://u:p@db:5432/kestrel',
      DATABASE_POOL_MAX: '25',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/kestrel', poolMax: 25 });
  });

  it('trusts a number of proxy hops or the proxies’ addresses, never every hop (TRUST_PROXY)', () => {
    const trust = (value: string) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => trust('everyone')).toThrow(ConfigError);
    expect(() => trust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });

  it('uses secure cookies behind an https public URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kestrel.example.com/' }).secureCookies).toBe(true);
  });

  it('reads per-network sync budgets, keeps the defaults elsewhere, and refuses a budget below 1', () => {
    const config = loadConfig({ ...base, SYNC_BUDGET_X: '12', SYNC_BUDGET_DEMO: '3' });
    expect(config.syncBudgets).toMatchObject({ x: 12, demo: 3, youtube: 2, instagram: 20 });
    let error: ConfigError | undefined;
    try {
      loadConfig({ ...base, SYNC_BUDGET_YOUTUBE: '0' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error?.issues).toEqual(['SYNC_BUDGET_YOUTUBE: a whole number of syncs per minute, 1 or more']);
  });

  it('names every bad variable', () => {
    const error = (() => {
      try {
        loadConfig({
          ...base,
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          SMTP_URL: 'not a url',
          APP_SECRET: 'short',
        });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const variables = error!.issues.map((issue) => issue.split(':')[0]).sort();
    expect(variables).toEqual(['APP_SECRET', 'DATABASE_URL', 'PORT', 'SMTP_URL']);
  });

  it('runs the jobs in the web process unless JOBS=off, which needs a Postgres shared with a worker', () => {
    expect(loadConfig(base).jobs).toBe(true);
    const postgres = { ...base, DATABASE_URL: 'postgres://u:p@db:5432/kestrel' };
    expect(loadConfig({ ...postgres, JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig({ ...postgres, JOBS: 'on' }).jobs).toBe(true);
    const issues = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (caught) {
        return (caught as ConfigError).issues;
      }
    };
    expect(issues({ ...base, JOBS: 'off' })).toEqual([
      expect.stringMatching(/^JOBS: "off" needs a Postgres DATABASE_URL/),
    ]);
    expect(issues({ ...postgres, JOBS: 'sometimes' })).toEqual([expect.stringMatching(/^JOBS: /)]);
  });

  it('refuses to start a worker on the embedded database, with exit code 78 and the reason', () => {
    const result = spawnSync(process.execPath, ['server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: 'memory:' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('DATABASE_URL: the worker needs a Postgres server');
  }, 90_000);

  it('stops the server start with exit code 78 and a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'memory:' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('README.md');
    // Starting Node and loading the server takes seconds on a busy two-core box (it once took 5.8 s, and over
    // 30 s with seven test runs at once).
  }, 90_000);
});

describe('log redaction', () => {
  it('never writes one-time tokens from URLs', () => {
    expect(redactUrl('/reset-password/abc123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/setup/email-verification?user=u&token=t0k&expires=1&signature=s1g')).toBe(
      '/setup/email-verification?user=u&token=[redacted]&expires=1&signature=[redacted]',
    );
  });
});

describe('browser platform services', () => {
  it('are all off when nothing is configured', () => {
    expect(loadConfig(base).platform).toEqual({
      featureFlags: null,
      logs: null,
      consent: null,
      sessionRecording: null,
      designEditor: null,
    });
    expect(platformOrigins(loadConfig(base).platform)).toEqual({ script: [], connect: [] });
  });

  it('turn on one by one, asking consent once recording is on, and open exactly their origins', () => {
    const config = loadConfig({
      ...base,
      FLAGSMITH_ENVIRONMENT_KEY: 'env-key',
      FLAGSMITH_REALTIME: 'true',
      DATADOG_CLIENT_TOKEN: 'pub0123abcd',
      DATADOG_SITE: 'us3.datadoghq.com',
      SESSION_RECORDING_PROVIDER: 'my-recorder',
      DESIGN_EDITOR_SDK_URL: 'https://cc-embed.adobe.com/sdk/v4/CCEverywhere.js',
      DESIGN_EDITOR_CLIENT_ID: 'client-1',
    });
    expect(config.platform.sessionRecording).toEqual({
      provider: 'my-recorder',
      sampleRate: 0.2,
      minDurationMs: 4_000,
      maxDurationMs: 600_000,
    });
    expect(config.platform.consent).toEqual({ managerScriptUrl: null });
    expect(config.platform.logs).toEqual({
      clientToken: 'pub0123abcd',
      site: 'us3.datadoghq.com',
      service: 'kestrel-web',
    });
    expect(platformOrigins(config.platform)).toEqual({
      script: ['https://cc-embed.adobe.com'],
      connect: [
        'https://edge.api.flagsmith.com',
        'https://realtime.flagsmith.com',
        'https://browser-intake-us3-datadoghq.com',
        'https://cc-embed.adobe.com',
      ],
    });
  });

  it('never run the error monitor on staging (spec §9)', () => {
    expect(
      loadConfig({ ...base, APP_ENV: 'staging', DATADOG_CLIENT_TOKEN: 'pub01' }).platform.logs,
    ).toBeNull();
    expect(
      loadConfig({ ...base, APP_ENV: 'production', DATADOG_CLIENT_TOKEN: 'pub01' }).platform.logs,
    ).not.toBeNull();
  });

  it('name a bad value', () => {
    expect(() => loadConfig({ ...base, DATADOG_CLIENT_TOKEN: 'secret-api-key' })).toThrow(
      /DATADOG_CLIENT_TOKEN/,
    );
    expect(() => loadConfig({ ...base, SESSION_RECORDING_SAMPLE_RATE: '20' })).toThrow(
      /SESSION_RECORDING_SAMPLE_RATE/,
    );
  });

  it('find Datadog intake hosts for every site form', () => {
    expect(datadogIntakeOrigin('datadoghq.com')).toBe('https://browser-intake-datadoghq.com');
    expect(datadogIntakeOrigin('datadoghq.eu')).toBe('https://browser-intake-datadoghq.eu');
    expect(datadogIntakeOrigin('us5.datadoghq.com')).toBe('https://browser-intake-us5-datadoghq.com');
  });
});

describe('the writing model (AI_*)', () => {
  const issuesOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (caught) {
      return (caught as ConfigError).issues;
    }

    return [];
  };

  it('is off by default: the offline generator only', () => {
    const config = loadConfig(base);
    expect(config.ai).toBeNull();
    expect(config.rateLimits.writingPerHour).toBe(60);
  });

  it('turns on with an address and a model, the key optional, a trailing slash dropped', () => {
    expect(
      loadConfig({
        ...base,
        AI_BASE_URL: 'https://api.openai.com/v1/',
        AI_MODEL: 'gpt-4o-mini',
        AI_API_KEY: 'sk-x',
        AI_TIMEOUT_SECONDS: '45',
      }).ai,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      timeoutMs: 45_000,
    });
    expect(
      loadConfig({ ...base, AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' }).ai?.apiKey,
    ).toBeNull();
  });

  it('names what is missing or wrong, without echoing the key', () => {
    expect(issuesOf({ AI_BASE_URL: 'https://api.openai.com/v1' })).toEqual([
      'AI_MODEL: name the model to use at AI_BASE_URL (e.g. gpt-4o-mini)',
    ]);
    const keyOnly = issuesOf({ AI_API_KEY: 'sk-secret-value' });
    expect(keyOnly).toHaveLength(1);
    expect(keyOnly[0]).toMatch(/^AI_BASE_URL: /);
    expect(keyOnly.join(' ')).not.toContain('sk-secret-value');
    expect(issuesOf({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })[0]).toMatch(/^AI_BASE_URL/);
    expect(issuesOf({ AI_BASE_URL: 'https://x', AI_MODEL: 'm', AI_TIMEOUT_SECONDS: '0' })[0]).toMatch(
      /^AI_TIMEOUT_SECONDS/,
    );
  });
});

describe('what the log never holds', () => {
  it('redacts an OAuth callback’s code and state, and e-mail links’ tokens', () => {
    expect(redactUrl('/api/v1/social-auth/x/callback?code=abc123&state=s3cret&foo=1')).toBe(
      '/api/v1/social-auth/x/callback?code=[redacted]&state=[redacted]&foo=1',
    );
    expect(redactUrl('/verify?user=1&token=t&expires=2&signature=s')).toBe(
      '/verify?user=1&token=[redacted]&expires=2&signature=[redacted]',
    );
  });

  it('drops a failed query’s values from the error, its stack and its cause', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      detail: 'Key (email)=(ada@example.com) exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: ada@example.com'),
      { query: 'insert into users (email) values ($1)', params: ['ada@example.com'], cause },
    );
    const logged = JSON.stringify(stdSerializers.err(withoutQueryValues(failed) as Error));
    expect(logged).toContain('Failed query: insert into users (email) values ($1)');
    expect(logged).not.toContain('ada@example.com');
  });

  it('logs mail links only on a local installation (APP_ENV=local; the default outside production)', () => {
    expect(loadConfig({ ...base, APP_ENV: 'local' }).mail.printLinks).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).mail.printLinks).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).mail.printLinks).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', APP_ENV: 'staging' }).mail.printLinks).toBe(false);
  });
});

describe('the log on stdout (createLogger)', () => {
  // The server's lines are buffered; a child process stands in for it, so the test sees the real stdout.
  const child = (body: string) => `
    import { loadConfig } from './server/config.ts';
    import { createLogger } from './server/logger.ts';
    const logger = createLogger(loadConfig({ APP_SECRET: 'x'.repeat(32), DATABASE_URL: 'memory:', LOG_PRETTY: 'false' }));
    ${body}`;
  const lines = (stdout: string) =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; i?: number });

  it('writes out every buffered line when the process exits', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        child(`for (let i = 0; i < 3; i++) logger.info({ i }, 'line'); process.exit(0);`),
      ],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(lines(result.stdout).map(({ msg, i }) => `${msg} ${i}`)).toEqual(['line 0', 'line 1', 'line 2']);
  });

  it('writes a line out while the process runs, without waiting for the buffer to fill', async () => {
    // The child logs one short line and stays up until it is stopped.
    const running = spawn(
      process.execPath,
      ['--input-type=module', '-e', child(`logger.info('one quiet line'); setInterval(() => {}, 1000);`)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      let stdout = '';
      const seen = await new Promise<string>((resolve, reject) => {
        running.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString('utf8');
          if (stdout.includes('\n')) resolve(stdout);
        });
        running.once('exit', () => reject(new Error(`exited before the line was written: ${stdout}`)));
      });
      expect(lines(seen).map(({ msg }) => msg)).toEqual(['one quiet line']);
    } finally {
      running.kill();
    }
  });
});
