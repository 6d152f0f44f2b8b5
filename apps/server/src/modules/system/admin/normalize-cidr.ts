import ipaddr from 'ipaddr.js';

/**
 * An address or CIDR as the network PostgreSQL's `cidr` stores: host bits cleared, a bare address made
 * /32 or /128, an IPv4-mapped IPv6 range (::ffff:a.b.c.d/96+) made plain IPv4 (the site gate compares
 * plain IPv4 client addresses). Null when it is neither; only dotted four-part IPv4 is taken, never the
 * legacy forms (`10.1`, hexadecimal) that would surprise whoever reads the list.
 */
export function normalizeCidr(input: string): string | null {
  const parts = input.trim().split('/');
  if (parts.length > 2) return null;
  const [host = '', bitsText] = parts;
  if (host.includes('%')) return null;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) address = ipaddr.IPv4.parse(host);
  else if (!host.includes('.') || host.includes(':')) {
    if (!ipaddr.IPv6.isValid(host)) return null;
    address = ipaddr.IPv6.parse(host);
  } else return null;
  const width = address.kind() === 'ipv4' ? 32 : 128;
  let bits = width;
  if (bitsText !== undefined) {
    if (!/^\d{1,3}$/.test(bitsText)) return null;
    bits = Number(bitsText);
    if (bits > width) return null;
  }
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) {
    address = address.toIPv4Address();
    bits -= 96;
  }
  const bytes = address.toByteArray().map((byte, i) => {
    const keep = Math.min(8, Math.max(0, bits - i * 8));
    return byte & ((0xff << (8 - keep)) & 0xff);
  });
  const network = ipaddr.fromByteArray(bytes);
  const text = network instanceof ipaddr.IPv6 ? network.toRFC5952String() : network.toString();
  return `${text}/${bits}`;
}
