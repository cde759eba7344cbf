import { vi } from 'vitest';

/**
 * jsdom has no layout and no ResizeObserver. This stand-in reports every observed element `width` pixels wide
 * as soon as it is observed, so that components sized by their container (the Insights charts) draw.
 */
export function installResizeObserver(width = 640): void {
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width, height: 0, top: 0, left: 0 } as DOMRectReadOnly;
      this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
}
