/**
 * The files of the page a visitor arrives on, asked for one task at a time (ADR 043, "The arrival page's files,
 * one a task"). index.html names each arrival's files in a `<meta name="arrival-code">` (build/arrival-chunks.ts,
 * which also says which modules make each arrival). Vite's preload helper, asked for a page, builds a link
 * element for each of its dozen files in one task, which on a phone is a long one in the middle of the load;
 * here each link is built in a task of its own, and the helper, asked afterwards, finds them all there.
 */

/** The arrivals index.html names: the names build/arrival-chunks.ts is given in vite.config.ts. */
export type Arrival = 'lottery' | 'lobby' | 'signIn' | 'memberCentre';

/** The files index.html names for `arrival`, in the order to ask for them (the page's own first); none without. */
export function arrivalFiles(arrival: Arrival | null): string[] {
  if (!arrival) return [];
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="arrival-code"][data-arrival="${arrival}"]`);
  return meta?.content.split(' ').filter(Boolean) ?? [];
}

let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

/** The next task: a message, which unlike a timer is not held back 4 ms once a few have followed each other. */
function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}

/** A module preload for each file not yet asked for, each in a task of its own. */
export async function askForFiles(files: string[]): Promise<void> {
  for (const file of files) {
    // Looked for at each file, as full addresses, as Vite's helper writes them: the shell's files are asked for
    // at boot, and the site may ask for a shared one (a dialog's) while this goes on.
    const href = new URL(file, document.baseURI).href;
    if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((l) => l.href === href))
      continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}
