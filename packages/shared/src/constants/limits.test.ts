import { describe, expect, it } from 'vitest';
import * as C from './index';

// Pins the values of docs/product/rules.md#business-constants-and-limits so a casual edit shows up as a failing test, not as a behaviour change.
describe('business constants and limits', () => {
  it('has the page sizes and thresholds of the spec', () => {
    expect(C.MEAL_CATEGORIES).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snacks']);
    expect(C.CATEGORY_FILTERS).toEqual(['All', 'Breakfast', 'Lunch', 'Dinner', 'Snacks']);
    expect([C.CATEGORY_PAGE_SIZE, C.ALL_MEALS_PAGE_SIZE, C.HOME_SECTION_FETCH_LIMIT]).toEqual([6, 30, 30]);
    expect([C.CATEGORY_INITIAL_VISIBLE, C.HOME_SECTION_INITIAL_VISIBLE, C.HOME_SECTION_STEP]).toEqual([
      12, 12, 6,
    ]);
    expect(C.MAX_PAGE_LIMIT).toBe(100);
    expect(C.AUTO_PUBLISH_LIKES).toBe(10);
    expect(C.SERVE_REQUESTS_REFRESH_MS).toBe(5000);
    expect([C.BANNER_AUTOPLAY_MS, C.BANNER_IMAGE_COUNT]).toEqual([2000, 3]);
    expect(C.DEFAULT_PRICE_RANGE).toEqual({ min: 0, max: 1000 });
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.MEMBERSHIP_PERIOD_DAYS).toBe(30);
    expect(C.REVIEW_MAX_LENGTH).toBe(2000);
    expect(C.SOCIAL_POPUP).toEqual({ width: 500, height: 600 });
    expect(C.PLATINUM_DISCOUNT_PERCENT).toBe(20);
    expect(C.NEW_MEAL_DEFAULTS).toEqual({ rating: 0, likes: 0, reviews_count: 0 });
  });

  it('has the statuses and roles the server stores', () => {
    expect(C.REQUEST_STATUSES).toEqual(['pending', 'delivered', 'cancelled']);
    expect(C.MEAL_STATUSES).toEqual(['upcoming', 'published']);
    expect(C.ROLES).toEqual(['user', 'admin']);
  });

  it('fetches Featured and Recent with the spec parameters', () => {
    expect(C.FEATURED_MEALS_QUERY).toEqual({ sort: 'price', order: 'asc', limit: 30 });
    expect(C.RECENT_MEALS_QUERY).toEqual({ sort: 'recent', limit: 30 });
  });
});
