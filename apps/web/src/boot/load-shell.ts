/**
 * The routed shell's code, asked for once: main.tsx starts it at boot, beside the permission call, and
 * site.tsx renders it when the call says the site is open.
 */
let shell: Promise<typeof import('../app/routed-shell')> | null = null;

export function loadShell(): Promise<typeof import('../app/routed-shell')> {
  shell ??= import('../app/routed-shell').catch((error: unknown) => {
    // A failed download may succeed later (a retry, a reload): do not keep the failure.
    shell = null;
    throw error;
  });
  return shell;
}
