import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEAL_SLOTS, type MealSlot } from '@messhall/shared';

// A meal pass is a code the server signs and only the server can check: the member, the hostel day, the slot
// and the last moment it is accepted, under an HMAC-SHA256 (truncated to 128 bits) with a key generated once and
// kept in the database (decision 0005). The same inputs give the same code, so a device can keep it offline.
// Format: base64url(payload) "." base64url(mac); payload = userId "~" YYYYMMDD "~" slot index "~" expiry (unix
// seconds, base 36). Both halves are base64url, so the code fits a QR code's byte mode and a URL alike.

const MAC_BYTES = 16;
const PURPOSE = 'messhall-meal-pass-v1';

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
