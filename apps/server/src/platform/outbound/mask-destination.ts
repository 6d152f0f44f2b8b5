/**
 * Where a message went, as the log may show it: enough to tell messages apart, not enough to reach the
 * person. A number keeps its first two and last two digits; an address its first letter and its domain.
 */
export function maskDestination(channel: 'sms' | 'email', to: string): string {
  if (channel === 'email') {
    const at = to.lastIndexOf('@');
    return at <= 0 ? '***' : `${to.slice(0, 1)}***${to.slice(at)}`;
  }
  if (to.length <= 4) return '*'.repeat(to.length);
  return `${to.slice(0, 2)}${'*'.repeat(to.length - 4)}${to.slice(-2)}`;
}
