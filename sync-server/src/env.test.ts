/**
 * The settings decide where mailed links point (never a request's Host), and a production server without
 * APP_ORIGIN refuses to start rather than guess.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const BASE = { DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' };

describe('the public origin', () => {
  it('is APP_ORIGIN when set, as an origin (a trailing slash dropped)', () => {
    expect(parseEnv({ ...BASE, APP_ORIGIN: 'https://hiresync.example/' }).publicOrigin).toBe('https://hiresync.example');
    expect(parseEnv({ ...BASE, APP_ORIGIN: 'http://localhost:5173', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }).publicOrigin).toBe('http://localhost:5173');
  });

  it('in development is the server’s own listen address', () => {
    expect(parseEnv(BASE).publicOrigin).toBe('http://localhost:8787');
    expect(parseEnv({ ...BASE, HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(parseEnv({ ...BASE, HOST: '127.0.0.1', PORT: '9000' }).publicOrigin).toBe('http://127.0.0.1:9000');
    expect(parseEnv({ ...BASE, HOST: '::1', PORT: '9000' }).publicOrigin).toBe('http://[::1]:9000');
  });

  it('refuses an APP_ORIGIN with a path, a query or another scheme', () => {
    for (const APP_ORIGIN of ['https://hiresync.example/app', 'https://hiresync.example/?x=1', 'javascript://hiresync.example', 'ftp://hiresync.example']) {
      expect(() => parseEnv({ ...BASE, APP_ORIGIN }), APP_ORIGIN).toThrow(/APP_ORIGIN/);
    }
  });

  it('is required in production, with a message that says what to set', () => {
    expect(() => parseEnv({ ...BASE, NODE_ENV: 'production' })).toThrow(/APP_ORIGIN is required when NODE_ENV=production/);
  });
});

describe('starting the server', () => {
  it('in production without APP_ORIGIN exits at once with the reason', () => {
    const index = fileURLToPath(new URL('./index.ts', import.meta.url));
    const { PATH, HOME } = process.env;
    // Were the check missing, the server would start and keep running: the timeout then fails the test.
    const run = spawnSync(process.execPath, ['--import', 'tsx', index], {
      env: { PATH, HOME, ...BASE, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.signal).toBeNull();
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('APP_ORIGIN is required when NODE_ENV=production');
  }, 40_000);
});

describe('production defaults (issue 45)', () => {
  const PRODUCTION = { STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', NODE_ENV: 'production', APP_ORIGIN: 'https://hiresync.example', SMTP_URL: 'smtp://127.0.0.1:2525' };
  const DEVELOPMENT = { STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' };

  it('development keeps the one-command defaults: demo data, test-mode payments, SMS codes in the log', () => {
    expect(parseEnv(DEVELOPMENT)).toMatchObject({ DEMO_DATA: true, paymentsMode: 'test', smsToLog: true });
  });

  it('production turns them off unless asked for on purpose', () => {
    expect(parseEnv(PRODUCTION)).toMatchObject({ DEMO_DATA: false, paymentsMode: 'off', smsToLog: false });
    expect(parseEnv({ ...PRODUCTION, DEMO_DATA: '1', PAYMENTS_MODE: 'test' })).toMatchObject({ DEMO_DATA: true, paymentsMode: 'test', smsToLog: false });
    expect(parseEnv({ ...DEVELOPMENT, DEMO_DATA: '0', PAYMENTS_MODE: 'off' })).toMatchObject({ DEMO_DATA: false, paymentsMode: 'off' });
  });

  it('real Stripe keys mean Stripe; PAYMENTS_MODE beside them is refused', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(parseEnv({ ...PRODUCTION, ...stripe }).paymentsMode).toBe('stripe');
    expect(() => parseEnv({ ...PRODUCTION, ...stripe, PAYMENTS_MODE: 'test' })).toThrow(/PAYMENTS_MODE is for a server without Stripe keys/);
  });

  it('an empty setting counts as unset (compose.yaml passes `${KEY:-}`)', () => {
    const env = parseEnv({ ...PRODUCTION, PAYMENTS_MODE: '', DEMO_DATA: '', FILE_ENCRYPTION_KEY: '' });
    expect(env).toMatchObject({ paymentsMode: 'off', DEMO_DATA: false });
    expect(env.FILE_ENCRYPTION_KEY).toBeUndefined();
  });

  it('production without SMTP_URL is refused, naming the setting', () => {
    const { SMTP_URL: _omitted, ...withoutMail } = PRODUCTION;
    expect(() => parseEnv(withoutMail)).toThrow(/SMTP_URL: SMTP_URL is required when NODE_ENV=production/);
    expect(() => parseEnv({ ...withoutMail, SMTP_URL: '' })).toThrow(/SMTP_URL is required/);
  });
});

describe('Stripe settings', () => {
  it('without a secret key: test mode (an empty value counts as unset)', () => {
    expect(parseEnv({ ...BASE, STRIPE_SECRET_KEY: '' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('a secret key needs the publishable key and the webhook secret', () => {
    expect(() => parseEnv({ ...BASE, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_WEBHOOK_SECRET is required/,
    );
    const env = parseEnv({ ...BASE, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(env.STRIPE_PUBLISHABLE_KEY).toBe('pk_test_x');
  });
});

describe('ICE_SERVERS (video calls, issue 16)', () => {
  it('is none by default, and a JSON array of RTCIceServer when given', () => {
    expect(parseEnv(BASE).ICE_SERVERS).toEqual([]);
    const turn = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }, { urls: ['stun:stun.example.com:3478'] }];
    expect(parseEnv({ ...BASE, ICE_SERVERS: JSON.stringify(turn) }).ICE_SERVERS).toEqual(turn);
  });

  it('refuses invalid JSON or a wrong shape with a message saying what to give', () => {
    expect(() => parseEnv({ ...BASE, ICE_SERVERS: "[{urls:'turn:x'}]" })).toThrow(/ICE_SERVERS is not valid JSON; give a JSON array of RTCIceServer/);
    expect(() => parseEnv({ ...BASE, ICE_SERVERS: '{"urls":"turn:x"}' })).toThrow(/ICE_SERVERS must be a JSON array of RTCIceServer/);
    expect(() => parseEnv({ ...BASE, ICE_SERVERS: '[{"username":"u"}]' })).toThrow(/ICE_SERVERS must be a JSON array/);
  });

  it('invalid, the server refuses to start with the reason', () => {
    const index = fileURLToPath(new URL('./index.ts', import.meta.url));
    const { PATH, HOME } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', index], {
      env: { PATH, HOME, ...BASE, ICE_SERVERS: 'turn:turn.example.com', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.signal).toBeNull();
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('ICE_SERVERS is not valid JSON');
  }, 40_000);
});

describe('CHANGE_BUS (issue 18)', () => {
  it('is Postgres NOTIFY by default, with no broker', () => {
    expect(parseEnv(BASE)).toMatchObject({ CHANGE_BUS: 'postgres', broker: undefined });
  });

  it('names the broker and its address, each with a local default', () => {
    expect(parseEnv({ ...BASE, CHANGE_BUS: 'nats' }).broker).toEqual({ kind: 'nats', url: 'nats://127.0.0.1:4222' });
    expect(parseEnv({ ...BASE, CHANGE_BUS: 'redis', REDIS_URL: 'redis://cache.internal:6380' }).broker).toEqual({ kind: 'redis', url: 'redis://cache.internal:6380' });
  });

  it('refuses an unknown bus with the choices', () => {
    expect(() => parseEnv({ ...BASE, CHANGE_BUS: 'kafka' })).toThrow(/CHANGE_BUS.*postgres.*nats.*redis/s);
  });
});
