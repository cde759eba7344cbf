import type { DataRouter } from 'react-router';
import { registerNavigator } from '@/lib/navigation';

/**
 * Lets the API client navigate (401 → /login, 403 → /forbidden) through the data router's `navigate` instead
 * of reloading the page. Registered again on every change of the router's state, which is what
 * lib/navigation.ts's `whenAt` waits for. Returns a function that disconnects it.
 */
export function connectNavigator(router: DataRouter): () => void {
  const register = () =>
    registerNavigator({
      navigate: (to, options) => router.navigate(to, options),
      location: () => router.state.location,
    });
  let unregister = register();
  const unsubscribe = router.subscribe(() => {
    unregister();
    unregister = register();
  });
  return () => {
    unsubscribe();
    unregister();
  };
}
