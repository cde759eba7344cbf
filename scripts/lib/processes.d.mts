import type { ChildProcess } from 'node:child_process';

export interface Child {
  child: ChildProcess;
  pid: number;
  /** The end of what the process printed (stdout and stderr). */
  output: () => string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after a grace period; resolves once it exited. */
  stop: () => Promise<void>;
}

export declare function freePort(): Promise<number>;
export declare function freePortSync(): number;
export declare function stopAllChildren(): Promise<void>;
export declare function startChild(
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Child;
export declare function waitForHttp(url: string, child: Child, timeoutMs?: number): Promise<number>;
