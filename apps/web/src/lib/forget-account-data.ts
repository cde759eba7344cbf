/**
 * lib/account-data.ts, loaded when needed (it is not part of any first load): forgets what this device kept
 * for the account whose session ends or is replaced.
 */
export const loadAndForgetAccountData = (options?: { signOutPending?: boolean }): Promise<void> =>
  import('@/lib/account-data')
    .then((module) => module.forgetAccountData(options))
    .catch((error: unknown) => console.warn('Could not forget the kept answers', error));
