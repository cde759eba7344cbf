import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEAL_SLOTS, type MealSlot } from '@messhall/shared';

// A meal pass is a code the server signs and only the server can check: the member, the hostel day, the slot
// and the last moment it is accepted, under an HMAC-SHA256 (truncated to 128 bits) with a key generated once and
// kept in the database (decision 0005). The same inputs give the same code, so a device can keep it offline.
// Format: base64url(payload) "." base64url(mac); payload = userId "~" YYYYMMDD "~" slot index "~" expiry (unix
// seconds, base 36). Both halves are base64url, so the code fits a QR code's byte mode and a URL alike.
//
// For a counter whose camera fails, each pass also has a short code a person reads out and types: 30 bits of
// another HMAC over the member, the day and the slot, as 6 characters of Crockford's base32 (no I, L, O or U,
// so nothing reads as another). It names nobody by itself: the counter finds whose it is among the members of
// the slot being served (decision 0047).

const MAC_BYTES = 16;
const PURPOSE = 'messhall-meal-pass-v1';
const SHORT_PURPOSE = 'messhall-meal-pass-short-v1';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHORT_CODE_LENGTH = 6;

export interface PassClaims {
  userId: string;
  date: string;
  slot: MealSlot;
  expiresAt: Date;
}

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}\n${payload}`).digest().subarray(0, MAC_BYTES);

export function signPass(key: string, claims: PassClaims): string {
  const payload = [
    claims.userId,
    claims.date.replaceAll('-', ''),
    String(MEAL_SLOTS.indexOf(claims.slot)),
    Math.floor(claims.expiresAt.getTime() / 1000).toString(36),
  ].join('~');
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a code this server signed; undefined for anything else (damaged, typed wrong, made up). */
export function readPass(key: string, code: string): PassClaims | undefined {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(code);
  if (!match) return undefined;
  const payload = Buffer.from(match[1]!, 'base64url').toString();
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // The user id comes first and may hold anything; the three fields after it are fixed.
  const fields = payload.split('~');
  if (fields.length < 4) return undefined;
  const [day, slotIndex, expiry] = fields.slice(-3) as [string, string, string];
  const slot = MEAL_SLOTS[Number(slotIndex)];
  if (!/^\d{8}$/.test(day) || !slot) return undefined;
  return {
    userId: fields.slice(0, -3).join('~'),
    date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    slot,
    expiresAt: new Date(parseInt(expiry, 36) * 1000),
  };
}

/** The short code of a member's pass for a slot: 6 characters of Crockford's base32. */
export function shortPassCode(key: string, ref: { userId: string; date: string; slot: MealSlot }): string {
  const bits = createHmac('sha256', key)
    .update(`${SHORT_PURPOSE}\n${ref.userId}\n${ref.date}\n${ref.slot}`)
    .digest()
    .readUInt32BE(0);
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += CROCKFORD[(bits >>> (27 - 5 * i)) & 31];
  return code;
}

/**
 * A typed code in its canonical form, as Crockford's base32 reads it: spaces and dashes dropped, upper case,
 * O read as 0 and I or L as 1. Undefined unless it is then a short code.
 */
export function canonicalShortCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === SHORT_CODE_LENGTH && [...code].every((c) => CROCKFORD.includes(c))
    ? code
    : undefined;
}

/** Whether two short codes are the same, in constant time. */
export function sameShortCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
