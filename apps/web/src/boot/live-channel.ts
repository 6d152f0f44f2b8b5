// The live channel (balance, notices) is not needed to paint the page: its code and its socket follow the
// shell's first paint (ADR 041; main.tsx passes this as the app's onShellPainted). Once only, whatever the shell
// does later.
let started = false;

export function startLiveChannel(): void {
  if (started) return;
  started = true;
  import('../shared/realtime').then(
    (m) => m.startRealtime(),
    () => {
      // The page works without live updates; the next visit tries again.
    },
  );
}
