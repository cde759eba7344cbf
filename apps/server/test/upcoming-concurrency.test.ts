import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_PUBLISH_LIKES } from '@messhall/shared';
import { mealEvents, type MealPublishedEvent } from '../src/modules/meals/meals.events.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUsers, likeState, seedLikes } from './factories/crowd.js';
import { giveMembership } from './factories/memberships.js';
import { insertMeals } from './factories/meals.js';
import type { TestUser } from './factories/users.js';

let t: TestApp;
let crowd: TestUser[];
const events: MealPublishedEvent[] = [];
const onPublished = (event: MealPublishedEvent) => events.push(event);

beforeAll(async () => {
  t = await buildTestApp();
  crowd = await createUsers(t.app, t.database, 12);
  // Paid members: their likes count toward auto-publishing (docs/decisions/0026).
  for (const user of crowd) await giveMembership(t.database.db, user.id);
  mealEvents.on('published', onPublished);
}, 120_000);
afterAll(async () => {
  mealEvents.off('published', onPublished);
  await t.close();
});

describe('auto-publish under parallel likes', () => {
  it('publishes an upcoming meal exactly once, at its 10th paid like, when 12 likes arrive at once on top of 8', async () => {
    // The rule of decision 0026: the like that brings the trusted likes to AUTO_PUBLISH_LIKES publishes.
    expect(AUTO_PUBLISH_LIKES).toBe(10);
    const [id] = await insertMeals(t.database.db, [
      { title: 'Rush Hour Biryani', status: 'upcoming', publishDate: new Date(Date.now() + 86_400_000) },
    ]);
    await seedLikes(t.database, id!, 8);

    const responses = await Promise.all(
      crowd.map((user) =>
        t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like`, headers: user.headers }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
    const bodies = responses.map((r) => r.json() as { likes: number; liked: boolean; published: boolean });

    expect(bodies.every((b) => b.liked)).toBe(true);
    expect(bodies.map((b) => b.likes).sort((a, b) => a - b)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    // Exactly one request published it: the one whose like was the 10th.
    const publishers = bodies.filter((b) => b.published);
    expect(publishers).toEqual([
      { likes: AUTO_PUBLISH_LIKES, liked: true, trustedLikes: AUTO_PUBLISH_LIKES, published: true },
    ]);

    expect(await likeState(t.database, id!)).toMatchObject({ rows: 20, counter: 20, status: 'published' });
    const [audit] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'upcoming.publish' and target_id = $1`,
      [id],
    );
    expect(audit!.n).toBe(1);
    expect(events.filter((e) => e.mealId === id)).toHaveLength(1);
    expect(events[0]!.trigger).toBe('likes');
    // The event names whoever had liked it when it was published: the 8 before and the 10th liker at least.
    expect(events[0]!.likerIds.length).toBeGreaterThanOrEqual(10);

    const list = await t.app.inject({ method: 'GET', url: '/api/meals?search=rush' });
    expect(list.json().meals).toEqual([expect.objectContaining({ _id: id, likes: 20, status: 'published' })]);
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/upcoming' });
    expect(upcoming.json().map((m: { _id: string }) => m._id)).not.toContain(id);
  });

  it('stays exact when the same 12 users unlike and like again in parallel, without unpublishing', async () => {
    const [id] = await insertMeals(t.database.db, [
      { title: 'Second Wave', status: 'upcoming', publishDate: new Date(Date.now() + 86_400_000) },
    ]);
    await seedLikes(t.database, id!, 8);
    const like = (user: TestUser) =>
      t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like`, headers: user.headers });
    // Like, unlike, like: three toggles per user, all at once.
    const responses = await Promise.all(crowd.flatMap((user) => [like(user), like(user), like(user)]));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().published)).toHaveLength(1);
    expect(await likeState(t.database, id!)).toMatchObject({ rows: 20, counter: 20, status: 'published' });
  });
});
