import pino, { type Logger } from 'pino';

export interface ProcessLog {
  log: Logger;
  /**
   * Writes what is still buffered, waiting at most `withinMs`, then makes sure nothing is left for the exit
   * hook to write. Call it last, just before `process.exit`.
   */
  flushBeforeExit(withinMs: number): Promise<void>;
}

/**
 * The server's log: JSON lines on standard output, gathered into writes of about 4 KB (or whatever a second
 * brought) instead of a write each, since the write was the largest single cost of a small call after its
 * own socket traffic (ADR 042).
 *
 * Why the exit needs care: pino writes what is still buffered from a hook on the process's `exit`, with a
 * synchronous loop that retries every failed write, for ever, unless an earlier write in the background has
 * already seen the pipe broken. When the reader of standard output has gone (a log shipper that died), the
 * last lines (the "closing" line at least) are still buffered, the loop meets the broken pipe for the first
 * time at exit and never ends: the process said "closing" and kept its port. A reader that is alive but no
 * longer reads (a full pipe) spins the same loop. So the exit writes in the background first, for a bounded
 * time, and then leaves the hook nothing to spin on.
 */
export function openProcessLog(level: string): ProcessLog {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  const log = pino({ level }, destination);
  return {
    log,
    async flushBeforeExit(withinMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, withinMs);
        try {
          // Resolves when written, or on the write's error (a broken pipe: pino then stops writing altogether).
          destination.flush(() => {
            clearTimeout(timer);
            resolve();
          });
        } catch {
          clearTimeout(timer);
          resolve();
        }
      });
      // Whatever could not be written in time has no reader that will take it.
      destination.flushSync = () => {};
    },
  };
}
