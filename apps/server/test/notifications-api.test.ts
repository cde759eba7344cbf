import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let member: TestUser;
let fan: TestUser;
let admin: TestUser;
let admin2: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [member, fan, admin, admin2] = await Promise.all([
    createUser(t.app, t.database, { name: 'Mona' }),
    createUser(t.app, t.database, { name: 'Fan' }),
    createUser(t.app, t.database, { role: 'admin', name: 'Ada' }),
    createUser(t.app, t.database, { role: 'admin', name: 'Abe' }),
  ]);
  await giveMembership(t.database.db, member.id);
}, 60_000);
afterAll(() => t.close());

interface Note {
  _id: string;
  type: string;
  title: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

async function bell(user: TestUser, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { notifications: Note[]; unread: number; total: number; page: number; limit: number };
}

async function requestMeal(title: string) {
  const [mealId] = await insertMeals(t.database.db, [{ title }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: member.headers,
    payload: { mealId },
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}

describe('notifications behind the bell', () => {
  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('a new request notifies every admin, linking to Serve Requested Meals', async () => {
    await requestMeal('Biryani');
    for (const a of [admin, admin2]) {
      const { notifications, unread } = await bell(a);
      expect(unread).toBeGreaterThanOrEqual(1);
      expect(notifications[0]).toMatchObject({
        type: 'request.created',
        title: 'New meal request: Mona requested Biryani',
        link: '/admin/servemeals',
        read: false,
      });
    }
    expect((await bell(member)).notifications.some((n) => n.type === 'request.created')).toBe(false);
  });

  it("a withdrawn request tells every admin so, and the member's bell stays quiet", async () => {
    const id = await requestMeal('Khichuri');
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${id}`,
      headers: member.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    for (const a of [admin, admin2]) {
      const { notifications } = await bell(a);
      expect(notifications[0]).toMatchObject({
        type: 'request.withdrawn',
        title: 'Meal request withdrawn: Mona no longer wants Khichuri',
        link: '/admin/servemeals',
        read: false,
      });
      expect(notifications[1]).toMatchObject({ title: 'New meal request: Mona requested Khichuri' });
    }
    expect((await bell(member)).notifications.some((n) => n.type === 'request.withdrawn')).toBe(false);
  });

  it('serving and cancelling notify the owner, linking to My Requested Meals', async () => {
    const served = await requestMeal('Pitha');
    await t.app.inject({ method: 'PATCH', url: `/api/requests/${served}/serve`, headers: admin.headers });
    const cancelled = await requestMeal('Halim');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/requests/${cancelled}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    const { notifications } = await bell(member);
    expect(notifications.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'request.cancelled',
        title: 'Your request for Halim was cancelled',
        link: '/dashboard/requestedmeals',
      }),
      expect.objectContaining({
        type: 'request.delivered',
        title: 'Your request for Pitha was served',
        link: '/dashboard/requestedmeals',
      }),
    ]);
  });

  it('an upcoming meal you liked being published notifies you (once), linking to its details', async () => {
    const [mealId] = await insertMeals(t.database.db, [
      { title: 'Mango lassi', status: 'upcoming', publishDate: new Date(Date.now() + 86_400_000) },
    ]);
    const like = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${mealId}/like`,
      headers: fan.headers,
    });
    expect(like.statusCode).toBe(200);
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${mealId}`,
      headers: admin.headers,
    });
    expect(publish.statusCode).toBe(200);
    // The listener runs after the publish committed, detached from the request: poll briefly.
    let found: Note | undefined;
    for (let i = 0; i < 50 && !found; i += 1) {
      found = (await bell(fan)).notifications.find((n) => n.type === 'meal.published');
      if (!found) await new Promise((r) => setTimeout(r, 50));
    }
    expect(found).toMatchObject({ link: `/mealdetails/${mealId}`, read: false });
    expect(found!.title).toContain('Mango lassi');
    expect((await bell(member)).notifications.some((n) => n.type === 'meal.published')).toBe(false);
  });

  it('marks one read (own only: someone else’s is 404) and all read; unread counts follow', async () => {
    await requestMeal('Fuchka');
    await requestMeal('Chotpoti');
    const before = await bell(admin);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    expect(before.total).toBeGreaterThanOrEqual(before.unread);
    const first = before.notifications[0]!;

    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first._id}/read`,
      headers: admin2.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await bell(admin)).unread).toBe(before.unread);

    const one = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first._id}/read`,
      headers: admin.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, unread: before.unread - 1 });
    const after = await bell(admin);
    expect(after.notifications.find((n) => n._id === first._id)?.read).toBe(true);

    const all = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: admin.headers,
    });
    expect(all.json()).toEqual({ success: true, unread: 0 });
    expect((await bell(admin)).notifications.every((n) => n.read)).toBe(true);
    expect((await bell(admin2)).unread).toBeGreaterThan(0);
  });

  it('pages newest first', async () => {
    const page = await bell(admin2, '?limit=2&page=1');
    expect(page.notifications).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, limit: 2 });
    const [a, b] = page.notifications;
    expect(a!.createdAt >= b!.createdAt).toBe(true);
  });
});
