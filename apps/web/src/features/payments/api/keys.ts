/** Query keys of this feature. After a payment, `membership` and `histories` are invalidated. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: () => ['payments', 'config'] as const,
  intent: (packageName: string) => ['payments', 'intent', packageName] as const,
  membership: () => ['payments', 'membership'] as const,
  histories: () => ['payments', 'history'] as const,
  history: (email: string) => ['payments', 'history', email] as const,
};
