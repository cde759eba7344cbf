import { AUTO_PUBLISH_LIKES } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meals } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUsers } from '../factories/crowd.js';
import { insertMeals } from '../factories/meals.js';
import { giveMembership } from '../factories/memberships.js';
import { createUser, type TestUser } from '../factories/users.js';

// Sign-ups are free and need no verified e-mail: ten throwaway accounts must not publish a meal. Only likes from
// accounts the hostel knows (admins, members with an active paid plan) count toward auto-publishing
// (docs/decisions/0026), and admins can see who liked.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: TestUser;
let throwaways: TestUser[];
let members: TestUser[];
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production' });
  origin = new URL(t.config.publicUrl).origin;
  admin = await createUser(t.app, t.database, { role: 'admin' });
  throwaways = await createUsers(t.app, t.database, AUTO_PUBLISH_LIKES);
  members = await createUsers(t.app, t.database, AUTO_PUBLISH_LIKES);
  for (const member of members) await giveMembership(t.database.db, member.id);
}, 120_000);
afterAll(() => t?.close());

const upcomingMeal = async () =>
  (
    await insertMeals(t.database.db, [{ status: 'upcoming', publishDate: new Date(Date.now() + 3 * DAY) }])
  )[0]!;
const like = (user: TestUser, mealId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/upcoming/${mealId}/like`,
    headers: { ...user.headers, origin },
  });
const statusOf = async (mealId: string) =>
  (await t.database.db.select({ status: meals.status }).from(meals).where(eq(meals.id, mealId)))[0]?.status;

describe('likes that publish', () => {
  it('ten throwaway accounts do not publish an upcoming meal (their likes still count as likes)', async () => {
    const mealId = await upcomingMeal();
    for (const user of throwaways) {
      const res = await like(user, mealId);
      expect(res.statusCode).toBe(200);
      expect(res.json().published).toBe(false);
    }
    expect(await statusOf(mealId)).toBe('upcoming');
    const list = (await t.app.inject({ method: 'GET', url: '/api/upcoming' })).json() as {
      _id: string;
      likes: number;
    }[];
    expect(list.find((meal) => meal._id === mealId)?.likes).toBe(AUTO_PUBLISH_LIKES);
  });

  it('the tenth like from paid members publishes it', async () => {
    const mealId = await upcomingMeal();
    for (const user of throwaways.slice(0, 5)) await like(user, mealId);
    const answers = [];
    for (const member of members) answers.push((await like(member, mealId)).json());
    expect(answers.filter((a) => a.published)).toHaveLength(1);
    expect(answers.at(-1)).toMatchObject({ published: true, likes: AUTO_PUBLISH_LIKES + 5 });
    expect(await statusOf(mealId)).toBe('published');
  });

  it('admins see who liked and whose like counts; nobody else does', async () => {
    const mealId = await upcomingMeal();
    await like(throwaways[0]!, mealId);
    await like(members[0]!, mealId);
    const url = `/api/upcoming/${mealId}/likes`;
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ likes: 2, trustedLikes: 1 });
    const byId = Object.fromEntries(body.likers.map((l: { _id: string; trusted: boolean }) => [l._id, l]));
    expect(byId[members[0]!.id]).toMatchObject({ trusted: true, email: members[0]!.email });
    expect(byId[throwaways[0]!.id]).toMatchObject({ trusted: false });
    expect((await t.app.inject({ method: 'GET', url, headers: members[0]!.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
