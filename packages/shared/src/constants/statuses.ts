// Stored status values. Kept lowercase because they travel over the wire and into the database;
// screens map them to their labels (e.g. upcoming → 'Pending', published → 'Published').

/** pending → delivered (admin Serve) or cancelled (admin); a user may delete their own pending request. */
export const REQUEST_STATUSES = ['pending', 'delivered', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Meals and upcoming meals share one table; publishing flips upcoming → published (docs/product/architecture-rules.md#data-rules). */
export const MEAL_STATUSES = ['upcoming', 'published'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
