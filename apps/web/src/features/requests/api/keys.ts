/** Every meal-request query starts with this key, so a change or a live event refreshes them all. */
export const requestsQueryKey = ['requests'] as const;
