import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const deferred = () => {
  let resolve!: (module: { default: typeof Counter }) => void;
  const promise = new Promise<{ default: typeof Counter }>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first render, without the fallback', async () => {
    const Screen = preloadableLazy(() => Promise.resolve({ default: Counter }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends when not preloaded, fetches once, and keeps its state across renders after loading', async () => {
    const chunk = deferred();
    let loads = 0;
    const Screen = preloadableLazy(() => {
      loads += 1;
      return chunk.promise;
    });
    function Parent() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Re-render {renders}
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Screen />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: Counter }));
    const counter = await screen.findByRole('button', { name: 'Clicked 0' });
    act(() => counter.click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    // The parent renders again now that the chunk is in: the same instance stays (no remount, state kept).
    act(() => screen.getByRole('button', { name: 'Re-render 0' }).click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    await Screen.preload();
    expect(loads).toBe(1);
  });
});
