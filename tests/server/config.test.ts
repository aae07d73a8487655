import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { redactUrl } from '../../server/logger.ts';

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

  it('uses secure cookies behind an https public URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kestrel.example.com/' }).secureCookies).toBe(true);
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

  it('stops the server start with exit code 78 and a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'memory:' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('README.md');
    // Starting Node and loading the server takes seconds on a busy two-core box (it once took 5.8 s).
  }, 30_000);
});

describe('log redaction', () => {
  it('never writes one-time tokens from URLs', () => {
    expect(redactUrl('/reset-password/abc123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/setup/email-verification?user=u&token=t0k&expires=1&signature=s1g')).toBe(
      '/setup/email-verification?user=u&token=[redacted]&expires=1&signature=[redacted]',
    );
  });
});
