import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { closeLiveEvents, LIVE_RECONNECTED, subscribeLive } from './live-events';

describe('live events', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.install();
  });
  afterEach(() => {
    closeLiveEvents();
    vi.useRealTimers();
  });

  it('opens one stream with credentials for all subscribers and hands each its events', () => {
    const created = vi.fn();
    const updated = vi.fn();
    subscribeLive('request.created', created);
    subscribeLive('request.updated', updated);
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.last()!;
    expect(source.url).toBe('/api/events');
    expect(source.withCredentials).toBe(true);

    source.emit('request.created', { requestId: 'r1' });
    expect(created).toHaveBeenCalledWith({ requestId: 'r1' });
    expect(updated).not.toHaveBeenCalled();
  });

  it('closes the stream shortly after the last subscriber leaves, not while another comes', () => {
    const stop = subscribeLive('notification', () => {});
    const source = FakeEventSource.last()!;
    stop();
    // A navigation: one screen leaves, the next subscribes within the grace period.
    const stopNext = subscribeLive('request.updated', () => {});
    vi.advanceTimersByTime(5000);
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);

    stopNext();
    vi.advanceTimersByTime(2500);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('reconnects with back-off when the browser gives up, and tells subscribers to catch up', () => {
    const reconnected = vi.fn();
    const handler = vi.fn();
    subscribeLive('request.updated', handler);
    subscribeLive(LIVE_RECONNECTED, reconnected);
    FakeEventSource.last()!.connect();
    expect(reconnected).not.toHaveBeenCalled();

    FakeEventSource.last()!.fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    // Fails again before opening: the next wait is longer.
    FakeEventSource.last()!.fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(3);

    const source = FakeEventSource.last()!;
    source.connect();
    expect(reconnected).toHaveBeenCalledTimes(1);
    source.emit('request.updated', { requestId: 'r2' });
    expect(handler).toHaveBeenCalledWith({ requestId: 'r2' });
  });

  it('does not retry once nobody listens', () => {
    const stop = subscribeLive('notification', () => {});
    stop();
    FakeEventSource.last()!.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
