// Memory and CPU time of the bench's child processes (started with scripts/lib/processes.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere or once it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 500 ms and keeps the peak. */
export function sampleRss(pid: number) {
  let peak = rssMb(pid);
  let samples = 1;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (Number.isFinite(now)) {
      samples++;
      if (!(now <= peak)) peak = now;
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: peak, samples };
    },
  };
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid: number): number {
  try {
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return Number.NaN;
  }
}
