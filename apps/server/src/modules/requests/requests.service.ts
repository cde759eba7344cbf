import {
  type MealRequest,
  type MealRequestInput,
  type MealRequestListQuery,
  type MealRequestPage,
  type RequestStatus,
  type SuccessResponse,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { assertAdmin } from '../../lib/route-guards.js';
import { consumeUserQuota } from '../../lib/user-limits.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Viewer } from '../../lib/viewer.js';
import { publishEvent } from '../events/events.publish.js';
import { getActivePlan, getExpiredPlan } from '../payments/membership.service.js';
import {
  notifyNewRequest,
  notifyRequestOutcome,
  notifyRequestWithdrawn,
} from '../notifications/notifications.service.js';
import {
  deletePendingOwned,
  findMealForRequest,
  findRequest,
  findRequestState,
  insertRequest,
  listRequests,
  transitionFromPending,
} from './requests.repository.js';

type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

const invalidTransition = () => new AppError('INVALID_TRANSITION', 'invalidTransition', 409);

function toDto(row: RequestRow): MealRequest {
  return {
    _id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    userName: row.userName,
    mealId: row.mealId,
    mealTitle: row.mealTitle,
    packageName: row.packageName,
    status: row.status,
    likes: row.likes,
    reviews_count: row.reviewsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A member asks for a meal. Who, their name and e-mail, the package and the status are the server's: the
 * session, the active plan (newest paid plan whose period has not ended) and 'pending'. One pending request
 * per user and meal is the partial unique index's job, so two parallel clicks make one request and one 409.
 */
export async function createRequest(db: Db, viewer: Viewer, input: MealRequestInput): Promise<MealRequest> {
  const plan = await getActivePlan(db, viewer.id);
  if (!plan) {
    // A plan that ran out says so, with when; never having paid gets the spec's text.
    const expired = await getExpiredPlan(db, viewer.id);
    throw expired
      ? new AppError('SUBSCRIPTION_REQUIRED', 'planExpired', 403, {
          plan: { key: expired.name },
          date: { moment: new Date(expired.periodEnd).toISOString(), style: 'date' },
        })
      : new AppError('SUBSCRIPTION_REQUIRED', 'needSubscription', 403);
  }
  await consumeUserQuota(db, 'meal-request', viewer.id);
  const id = await db.transaction(async (tx) => {
    const meal = await findMealForRequest(tx, input.mealId);
    if (!meal) throw notFound('mealNotFound');
    if (meal.status !== 'published') throw conflict('requestOnlyPublished');
    let created: { id: string };
    try {
      created = await insertRequest(tx, { userId: viewer.id, mealId: meal.id, packageName: plan.name });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('duplicatePending');
      if (isForeignKeyViolation(error)) throw notFound('mealNotFound');
      throw error;
    }
    await notifyNewRequest(tx, { userName: viewer.name, mealTitle: meal.title });
    await publishEvent(
      tx,
      'request.created',
      { users: [viewer.id], admins: true },
      { requestId: created.id, mealId: meal.id, userId: viewer.id, status: 'pending' },
    );
    return created.id;
  });
  const row = await findRequest(db, id);
  if (!row) throw notFound('requestNotFound');
  return toDto(row);
}

/**
 * My Requested Meals (a user: always their own, whatever the query says) and Serve Requested Meals (an admin:
 * everyone's, searched by name or e-mail). `email` is the spec's filter: a user may name only their own.
 */
export async function listMealRequests(
  db: Db,
  viewer: Viewer,
  query: MealRequestListQuery,
): Promise<MealRequestPage> {
  const admin = viewer.role === 'admin';
  if (!admin && query.email && query.email !== viewer.email.toLowerCase()) throw forbidden();
  const { rows, total } = await listRequests(db, {
    userId: admin ? undefined : viewer.id,
    userEmail: admin ? query.email : undefined,
    search: query.search,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { requests: rows.map(toDto), total, page: query.page, limit: query.limit };
}

/**
 * Admin Serve (→ delivered) and Cancel (→ cancelled): only from pending. The conditional update is the
 * transition; if it matched nothing the request is unknown (404) or no longer pending (409), and nothing
 * changed. The owner's notification and the live event are part of the same transaction.
 */
export async function transitionRequest(
  db: Db,
  viewer: Viewer | null,
  id: string,
  to: RequestStatus,
): Promise<MealRequest> {
  const admin = assertAdmin(viewer);
  await db.transaction(async (tx) => {
    const moved = to === 'pending' ? undefined : await transitionFromPending(tx, id, to);
    if (!moved) {
      const state = await findRequestState(tx, id);
      throw state ? invalidTransition() : notFound('requestNotFound');
    }
    const state = await findRequestState(tx, id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: to === 'delivered' ? 'request.serve' : 'request.cancel',
      targetType: 'meal_request',
      targetId: id,
      data: { userId: moved.userId, mealId: moved.mealId },
    });
    await notifyRequestOutcome(tx, {
      userId: moved.userId,
      mealTitle: state?.mealTitle ?? '',
      status: to === 'delivered' ? 'delivered' : 'cancelled',
    });
    await publishEvent(
      tx,
      'request.updated',
      { users: [moved.userId], admins: true },
      { requestId: id, mealId: moved.mealId, userId: moved.userId, status: to },
    );
  });
  const row = await findRequest(db, id);
  if (!row) throw notFound('requestNotFound');
  return toDto(row);
}

/** The owner takes back a pending request; the admins are told. Someone else's: 403; delivered or cancelled: 409. */
export async function deleteOwnRequest(db: Db, viewer: Viewer, id: string): Promise<SuccessResponse> {
  await db.transaction(async (tx) => {
    const deleted = await deletePendingOwned(tx, id, viewer.id);
    if (!deleted) {
      const state = await findRequestState(tx, id);
      if (!state) throw notFound('requestNotFound');
      throw state.userId !== viewer.id ? forbidden('notYourRequest') : invalidTransition();
    }
    const meal = await findMealForRequest(tx, deleted.mealId);
    await notifyRequestWithdrawn(tx, { userName: viewer.name, mealTitle: meal?.title ?? '' });
    await publishEvent(
      tx,
      'request.deleted',
      { users: [viewer.id], admins: true },
      { requestId: id, mealId: deleted.mealId, userId: viewer.id },
    );
  });
  return { success: true };
}
