import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('needs nothing from a newcomer', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.rateLimit).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.hostelTimeZone).toBe('Asia/Dhaka');
    expect(loadConfig({ HOSTEL_TIME_ZONE: 'Europe/Berlin' }).hostelTimeZone).toBe('Europe/Berlin');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ RATE_LIMIT: 'maybe' }, /RATE_LIMIT/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ GOOGLE_DISCOVERY_URL: 'not a url' }, /GOOGLE_DISCOVERY_URL/],
    [{ HOSTEL_TIME_ZONE: 'Mars/Olympus' }, /HOSTEL_TIME_ZONE must be an IANA time zone/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be off, on/],
    [{ TRUST_PROXY: '10.0.0.1,not-an-address' }, /TRUST_PROXY must be off, on/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '99' }, /TRUST_PROXY/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reaches Google through its OpenID discovery document unless another is given', () => {
    expect(loadConfig({}).google).toBeUndefined();
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(google).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    const local = loadConfig({
      ...google,
      GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9000/.well-known/openid-configuration',
    });
    expect(local.google?.discoveryUrl).toBe('http://127.0.0.1:9000/.well-known/openid-configuration');
  });

  it('trusts exactly the proxies it is told of, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses the sandbox payment provider in production unless enabled', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(true);
    expect(loadConfig({}).paymentsSandbox).toBe(true);
  });
});
