/**
 * Runs `task` once the page has loaded and the main thread is idle, so deferred work does not compete with
 * the first screen. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a short timeout after `load` is close enough.
      const id = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
