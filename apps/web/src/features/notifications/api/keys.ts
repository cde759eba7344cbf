/** Every notification query starts with this key (the bell's badge and its list share one query). */
export const notificationsQueryKey = ['notifications'] as const;
