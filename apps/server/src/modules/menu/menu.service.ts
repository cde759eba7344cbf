import {
  MEAL_SLOTS,
  storedImageOrNull,
  type CopyWeekResponse,
  type HeadcountResponse,
  type MealPass,
  type MealSlot,
  type MessageValue,
  type MenuRangeQuery,
  type MenuResponse,
  type MenuSlotResponse,
  type MenuTimes,
  type RangeSkipInput,
  type RangeSkipResponse,
  type ScanResponse,
  type SkipResponse,
  type SlotRef,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import type { Viewer } from '../../lib/viewer.js';
import { eventNoticeSql, publishEvent } from '../events/events.publish.js';
import { toMealDto } from '../meals/meals.mapper.js';
import {
  canonicalShortCode,
  readPass,
  sameShortCode,
  shortPassCode,
  signPass,
  type PassClaims,
} from './meal-pass.js';
import {
  addDays,
  daysOf,
  hostelClock,
  hostelDate,
  hostelWhen,
  slotMoments,
  slotName,
  type SlotMoments,
} from '../../lib/hostel-clock.js';
import {
  copyDays,
  countSlots,
  changeSkipNoticed,
  findPublishedMealIds,
  insertServingNoticed,
  insertSkips,
  listMenuItems,
  lockMenu,
  memberAtSlot,
  membersAt,
  plansCover,
  replaceSlot,
  servedAmong,
  slotKey,
} from './menu.repository.js';
import { readMenuTimes } from './menu-times.js';

/** What every rule of the meal service needs: the database, the hostel's zone and the pass key. */
export interface MenuContext {
  db: Db;
  zone: string;
  passKey: string;
}

/** What the public menu needs: the database and the hostel's zone (no pass key). */
export type MenuClock = Pick<MenuContext, 'db' | 'zone'>;

const needPlan = () => new AppError('SUBSCRIPTION_REQUIRED', 'needPlanForMeals', 403);

/**
 * Who is counted for a slot, and may skip it or collect it: a member whose plan is active when the slot is
 * served — at the start of serving for a slot ahead, at this moment while it is being served (a plan bought at
 * 13:00 has today's lunch), at the end of serving once it is over.
 */
export function memberMoment(
  moments: Pick<SlotMoments, 'servingFrom' | 'servingTo'>,
  now: Date = new Date(),
): Date {
  const t = Math.min(Math.max(now.getTime(), moments.servingFrom.getTime()), moments.servingTo.getTime());
  return new Date(t);
}

function slotTimes(ctx: MenuClock, times: MenuTimes, date: string, slot: MealSlot) {
  const m = slotMoments(ctx.zone, times, date, slot);
  return {
    moments: m,
    wire: {
      cutoff: m.cutoff.toISOString(),
      servingFrom: m.servingFrom.toISOString(),
      servingTo: m.servingTo.toISOString(),
    },
  };
}

/** The public menu of a range: every day and slot, planned or not. */
export async function getMenu(ctx: MenuClock, range: MenuRangeQuery): Promise<MenuResponse> {
  const [times, items] = await Promise.all([
    readMenuTimes(ctx.db),
    listMenuItems(ctx.db, range.from, range.to),
  ]);
  const mealsOf = new Map<string, MenuResponse['days'][number]['slots'][number]['meals']>();
  for (const item of items) {
    const key = slotKey(item);
    const list = mealsOf.get(key) ?? [];
    list.push(toMealDto(item.meal));
    mealsOf.set(key, list);
  }
  return {
    timeZone: ctx.zone,
    days: daysOf(range.from, range.to).map((date) => ({
      date,
      slots: MEAL_SLOTS.map((slot) => ({
        slot,
        ...slotTimes(ctx, times, date, slot).wire,
        meals: mealsOf.get(slotKey({ date, slot })) ?? [],
      })),
    })),
  };
}

async function slotAnswer(ctx: MenuContext, date: string, slot: MealSlot): Promise<MenuSlotResponse> {
  const menu = await getMenu(ctx, { from: date, to: date });
  return { date, ...menu.days[0]!.slots.find((s) => s.slot === slot)! };
}

/** An admin sets a slot's meals (published meals of the catalogue, in order); an empty list clears it. */
export async function setSlotMeals(
  ctx: MenuContext,
  ref: SlotRef,
  mealIds: readonly string[],
): Promise<MenuSlotResponse> {
  const ids = mealIds.map((id) => id.toLowerCase());
  const unknown = () => badRequest('unknownMeals', 'mealIds');
  try {
    await ctx.db.transaction(async (tx) => {
      await lockMenu(tx);
      const known = await findPublishedMealIds(tx, ids);
      if (ids.some((id) => !known.has(id))) throw unknown();
      await replaceSlot(tx, ref.date, ref.slot, ids);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknown();
    throw error;
  }
  return slotAnswer(ctx, ref.date, ref.slot);
}

/** The 7 days from `from` replace the 7 days from `to`: every slot, planned or empty. */
export async function copyWeek(ctx: MenuContext, from: string, to: string): Promise<CopyWeekResponse> {
  const week = (start: string) => daysOf(start, addDays(start, 6));
  const copied = await ctx.db.transaction(async (tx) => {
    await lockMenu(tx);
    return copyDays(tx, week(from), week(to));
  });
  return { copied };
}

/** 409 once a slot's cutoff has passed, naming the moment it closed on the hostel's clock. */
function assertOpen(ctx: MenuContext, moments: SlotMoments, now: Date) {
  if (now > moments.cutoff) throw conflict('skipClosed', { closedAt: hostelWhen(ctx.zone, moments.cutoff) });
}

async function assertMember(ctx: MenuContext, viewer: Viewer, moments: SlotMoments) {
  const [covered] = await plansCover(ctx.db, viewer.id, [memberMoment(moments)]);
  if (!covered) throw needPlan();
}

const headcountData = (dates: readonly string[]) => ({ dates: [...new Set(dates)].sort() });
const headcountChanged = (tx: Db, dates: readonly string[]) =>
  publishEvent(tx, 'headcount.changed', { admins: true }, headcountData(dates));
const headcountNotice = (dates: readonly string[]) =>
  eventNoticeSql('headcount.changed', { admins: true }, headcountData(dates));

/** A member skips a slot before its cutoff; skipping twice is one skip. */
export async function skipSlot(ctx: MenuContext, viewer: Viewer, ref: SlotRef): Promise<SkipResponse> {
  const times = await readMenuTimes(ctx.db);
  const { moments, wire } = slotTimes(ctx, times, ref.date, ref.slot);
  assertOpen(ctx, moments, new Date());
  const member = await memberAtSlot(ctx.db, viewer.id, ref, memberMoment(moments));
  if (!member?.covered) throw needPlan();
  // Skips close before passes are taken (menu-times.ts), but times an admin changes later could reopen a meal
  // already collected: a meal eaten is never also counted as skipped.
  if (member.servedAt) throw conflict('skipAfterServed');
  await changeSkipNoticed(ctx.db, viewer.id, ref, false, headcountNotice([ref.date]));
  return { ...ref, skipped: true, cutoff: wire.cutoff };
}

/** A member undoes a skip before the cutoff; undoing one that is not there changes nothing. */
export async function unskipSlot(ctx: MenuContext, viewer: Viewer, ref: SlotRef): Promise<void> {
  const times = await readMenuTimes(ctx.db);
  const { moments } = slotTimes(ctx, times, ref.date, ref.slot);
  assertOpen(ctx, moments, new Date());
  await assertMember(ctx, viewer, moments);
  await changeSkipNoticed(ctx.db, viewer.id, ref, true, headcountNotice([ref.date]));
}

/**
 * "I'm away from Friday to Sunday": every open slot of the range that a plan covers is skipped, in one
 * transaction; slots past their cutoff and days without a plan are reported, untouched. 403 when no plan
 * covers any slot of the range.
 */
export async function skipRange(
  ctx: MenuContext,
  viewer: Viewer,
  input: RangeSkipInput,
): Promise<RangeSkipResponse> {
  const times = await readMenuTimes(ctx.db);
  const slots = input.slots ?? MEAL_SLOTS;
  const refs = daysOf(input.from, input.to).flatMap((date) =>
    MEAL_SLOTS.filter((slot) => slots.includes(slot)).map((slot) => ({
      ref: { date, slot },
      ...slotTimes(ctx, times, date, slot),
    })),
  );
  const covered = await plansCover(
    ctx.db,
    viewer.id,
    refs.map((r) => memberMoment(r.moments)),
  );
  if (!covered.some(Boolean)) throw needPlan();
  const served = await servedAmong(ctx.db, viewer.id, input.from, input.to);
  const now = new Date();
  const report: RangeSkipResponse = { skipped: [], closed: [], notCovered: [] };
  refs.forEach((r, i) => {
    // A meal already collected is closed for this member, whatever its cutoff says.
    if (now > r.moments.cutoff || served.has(slotKey(r.ref)))
      report.closed.push({ ...r.ref, cutoff: r.wire.cutoff });
    else if (!covered[i]) report.notCovered.push(r.ref);
    else report.skipped.push(r.ref);
  });
  await ctx.db.transaction(async (tx) => {
    const added = await insertSkips(tx, viewer.id, report.skipped);
    if (added.length > 0)
      await headcountChanged(
        tx,
        added.map((a) => a.date),
      );
  });
  return report;
}

/**
 * The kitchen's counts per day and slot: members expected (active plans less skips), skips, passes served.
 * It needs only the database and the zone: admin insights count ranges of any length with it.
 */
export async function getHeadcount(
  ctx: Pick<MenuContext, 'db' | 'zone'>,
  range: MenuRangeQuery,
): Promise<HeadcountResponse> {
  const times = await readMenuTimes(ctx.db);
  const days = daysOf(range.from, range.to);
  const rows = await countSlots(
    ctx.db,
    days.flatMap((date) =>
      MEAL_SLOTS.map((slot) => ({
        date,
        slot,
        at: memberMoment(slotMoments(ctx.zone, times, date, slot)),
      })),
    ),
  );
  const counts = new Map(rows.map((row) => [slotKey(row), row]));
  return {
    timeZone: ctx.zone,
    days: days.map((date) => ({
      date,
      slots: MEAL_SLOTS.map((slot) => {
        const row = counts.get(slotKey({ date, slot }));
        const members = row?.members ?? 0;
        const skipped = row?.skipped ?? 0;
        return { slot, expected: members - skipped, skipped, served: row?.served ?? 0 };
      }),
    })),
  };
}

/** A member's pass for a slot: the same code every time, until the counter stops accepting it. */
export async function getPass(ctx: MenuContext, viewer: Viewer, ref: SlotRef): Promise<MealPass> {
  const times = await readMenuTimes(ctx.db);
  const { moments } = slotTimes(ctx, times, ref.date, ref.slot);
  if (new Date() > moments.scanUntil) throw conflict('passOver');
  const member = await memberAtSlot(ctx.db, viewer.id, ref, memberMoment(moments));
  if (!member?.covered) throw needPlan();
  if (member.skipped) throw conflict('passSkipped');
  const code = signPass(ctx.passKey, { userId: viewer.id, ...ref, expiresAt: moments.scanUntil });
  const shortCode = shortPassCode(ctx.passKey, { userId: viewer.id, ...ref });
  return { ...ref, code, shortCode, expiresAt: moments.scanUntil.toISOString() };
}

/** The slots (of yesterday and today) whose passes the counter accepts now. */
function slotsServedNow(ctx: MenuContext, times: MenuTimes, now: Date) {
  const today = hostelDate(ctx.zone, now);
  return [addDays(today, -1), today].flatMap((date) =>
    MEAL_SLOTS.map((slot) => ({ date, slot, moments: slotMoments(ctx.zone, times, date, slot) })).filter(
      ({ moments }) => now >= moments.scanFrom && now <= moments.scanUntil,
    ),
  );
}

/** The slot whose passes the counter accepts now, named for the staff; null between meals. */
function servingNow(ctx: MenuContext, times: MenuTimes, now: Date): MessageValue | null {
  const [first] = slotsServedNow(ctx, times, now);
  return first ? slotName(ctx.zone, first.date, first.slot) : null;
}

/**
 * Whose pass a typed short code is: among the members of the slots being served now, the one whose code for
 * that slot it is. Undefined for no one, and for two (30 bits: about one slot in two thousand with a thousand
 * members has such a pair; they show the QR code instead).
 */
async function claimsOfShortCode(
  ctx: MenuContext,
  times: MenuTimes,
  code: string,
  now: Date,
): Promise<PassClaims | undefined> {
  const found: PassClaims[] = [];
  for (const { date, slot, moments } of slotsServedNow(ctx, times, now)) {
    for (const userId of await membersAt(ctx.db, memberMoment(moments, now))) {
      if (sameShortCode(shortPassCode(ctx.passKey, { userId, date, slot }), code))
        found.push({ userId, date, slot, expiresAt: moments.scanUntil });
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The claims of a scanned QR code or a typed short code, compared in their canonical forms. */
async function claimsOf(ctx: MenuContext, times: MenuTimes, code: string, now: Date) {
  const short = canonicalShortCode(code);
  if (short) return claimsOfShortCode(ctx, times, short, now);
  return readPass(ctx.passKey, code.replace(/\s/g, ''));
}

/**
 * The counter scans a pass (or types its short code): a code this server signed, for a slot being served now, of a member with a plan for
 * it who did not skip it, served once. Every refusal is a 409 whose message the staff member reads.
 */
export async function scanPass(ctx: MenuContext, staff: Viewer, code: string): Promise<ScanResponse> {
  const times = await readMenuTimes(ctx.db);
  const now = new Date();
  const claims = await claimsOf(ctx, times, code, now);
  if (!claims) throw conflict('passForged');
  const ref: SlotRef = { date: claims.date, slot: claims.slot };
  const { moments } = slotTimes(ctx, times, ref.date, ref.slot);
  if (now < moments.scanFrom || now > moments.scanUntil || now > claims.expiresAt) {
    const passFor = slotName(ctx.zone, ref.date, ref.slot);
    const serving = servingNow(ctx, times, now);
    throw serving
      ? conflict('wrongSlot', { passFor, servingNow: serving })
      : conflict('wrongSlotIdle', { passFor });
  }
  // Two round trips on the way to a served meal: what the counter checks, then the serving with its notice.
  const member = await memberAtSlot(ctx.db, claims.userId, ref, memberMoment(moments));
  if (!member) throw conflict('passForged');
  if (!member.covered) throw conflict('passPlanInactive');
  if (member.skipped) throw conflict('passWasSkipped');
  const alreadyServed = (at: Date | null) =>
    conflict('alreadyServed', { name: member.name, time: at ? hostelClock(ctx.zone, at) : '?' });
  if (member.servedAt) throw alreadyServed(member.servedAt);
  const servedAt = await insertServingNoticed(
    ctx.db,
    { userId: claims.userId, ...ref, servedBy: staff.id },
    headcountNotice([ref.date]),
  );
  // Served by another counter between the check and the insert: the earlier serving stands.
  if (!servedAt)
    throw alreadyServed((await memberAtSlot(ctx.db, claims.userId, ref, moments.scanFrom))?.servedAt ?? null);
  return {
    ...ref,
    name: member.name,
    photo: storedImageOrNull(member.image),
    servedAt: servedAt.toISOString(),
  };
}
