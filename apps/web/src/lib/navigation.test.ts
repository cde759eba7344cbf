import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocationLike, registerNavigator, whenAt } from './navigation';

const at = (pathname: string): LocationLike => ({ pathname, search: '', hash: '' });
const fakeNavigator = (pathname: string) => ({ navigate: vi.fn(), location: () => at(pathname) });

afterEach(() => {
  vi.useRealTimers();
});

describe('whenAt', () => {
  it('resolves at once when the router already shows the path', async () => {
    const unregister = registerNavigator(fakeNavigator('/'));
    await expect(whenAt('/')).resolves.toBeUndefined();
    unregister();
  });

  it('resolves when the router commits the path (the bridge registers again)', async () => {
    const first = registerNavigator(fakeNavigator('/dashboard'));
    let done = false;
    const waiting = whenAt('/').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);

    first();
    const second = registerNavigator(fakeNavigator('/'));
    await waiting;
    expect(done).toBe(true);
    second();
  });

  it('gives up waiting after the timeout', async () => {
    vi.useFakeTimers();
    const unregister = registerNavigator(fakeNavigator('/dashboard'));
    const waiting = whenAt('/', 500);
    vi.advanceTimersByTime(500);
    await expect(waiting).resolves.toBeUndefined();
    unregister();
  });
});
