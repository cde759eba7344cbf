/**
 * The camera decodes a pass in every frame while it is held up, so one member would be posted again and again.
 * A guard lets a code through once and then stays quiet about it until it has been out of sight for `quietMs`
 * (each sighting restarts the wait): a member who steps back and shows the pass again later is scanned again.
 */
export function createRepeatGuard(quietMs: number, now: () => number = Date.now) {
  const lastSeen = new Map<string, number>();
  return function allow(code: string): boolean {
    const at = now();
    for (const [seen, when] of lastSeen) if (at - when >= quietMs) lastSeen.delete(seen);
    const repeated = lastSeen.has(code);
    lastSeen.set(code, at);
    return !repeated;
  };
}

/** How long a code must be out of the camera's sight before it is scanned again. */
export const CAMERA_REPEAT_QUIET_MS = 5000;
