import { describe, expect, it } from 'vitest';
import { getReturnTo } from './redirect';
import { getDisplayName, isAdmin } from './user';

describe('getDisplayName', () => {
  it('uses the name when there is one', () => {
    expect(getDisplayName({ name: 'Nadia Islam', email: 'nadia@hostel.test' })).toBe('Nadia Islam');
  });

  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(getDisplayName({ name: null, email: 'nadia.i@hostel.test' })).toBe('nadia.i');
    expect(getDisplayName({ name: '   ', email: 'nadia.i@hostel.test' })).toBe('nadia.i');
  });

  it("falls back to 'User' when there is neither", () => {
    expect(getDisplayName({ name: '', email: '' })).toBe('User');
    expect(getDisplayName({ name: null, email: '@hostel.test' })).toBe('User');
    expect(getDisplayName(null)).toBe('User');
  });
});

describe('isAdmin', () => {
  it('recognises the admin role, also in a comma-separated list', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user, admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({ role: 'administrator' })).toBe(false);
    expect(isAdmin({ role: null })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('getReturnTo', () => {
  it('returns the remembered location', () => {
    expect(getReturnTo({ from: { pathname: '/checkout/gold', search: '?a=1', hash: '#pay' } })).toBe(
      '/checkout/gold?a=1#pay',
    );
  });

  it('falls back for missing, foreign or auth-page targets', () => {
    expect(getReturnTo(null)).toBe('/');
    expect(getReturnTo({ from: 'https://evil.test/' })).toBe('/');
    expect(getReturnTo({ from: '//evil.test/x' })).toBe('/');
    expect(getReturnTo({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
    expect(getReturnTo({}, '/dashboard')).toBe('/dashboard');
  });
});
