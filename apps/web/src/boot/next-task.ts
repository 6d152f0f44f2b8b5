/**
 * Resolves in the browser's next task: the boot (main.tsx) is cut into tasks of its own, so a phone is not
 * held in one long task from the script's first line to React's first render (ADR 043).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
