/**
 * Which addresses a webhook may not reach (SSRF): loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, reserved and unspecified ranges, in IPv4 and IPv6, IPv4 inside
 * IPv6 (mapped, compatible, NAT64) judged as the IPv4 it carries. Pure: the caller resolves.
 */

/** The four octets of a dotted IPv4 address, or null. */
export function ipv4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (a zone index dropped), or null. */
export function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:1.2.3.4) is written as its two groups.
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = ipv4Octets(dotted[1]);
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    address = `${address.slice(0, dotted.index)}:${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':'));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 && known !== 8) return null;
  if (halves.length === 2 && known > 7) return null;
  const zeros = new Array(8 - known).fill(0);
  const groups = [
    ...head.map((g) => Number.parseInt(g, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...rest.map((g) => Number.parseInt(g, 16)),
  ];
  return groups.length === 8 ? groups : null;
}

function blockedIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

function blockedIpv6(g: number[]): boolean {
  const zeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embedded = [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff];
  if (zeroUntil(8)) return true; // ::
  if (zeroUntil(7) && g[7] === 1) return true; // ::1
  if (zeroUntil(5) && g[5] === 0xffff) return blockedIpv4(embedded); // ::ffff:a.b.c.d
  if (zeroUntil(6)) return blockedIpv4(embedded); // ::a.b.c.d (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return blockedIpv4(embedded); // NAT64
  return (
    (g[0] & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (g[0] & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g[0] & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (g[0] & 0xff00) === 0xff00 // multicast
  );
}

/** Whether an IP address (v4 or v6 text) is one a webhook may not reach; non-addresses are. */
export function isBlockedAddress(address: string): boolean {
  const v4 = ipv4Octets(address);
  if (v4) return blockedIpv4(v4);
  const v6 = ipv6Groups(address);
  return v6 ? blockedIpv6(v6) : true;
}

/** Whether a host name is a literal IP address (v4, or v6 in brackets or not). */
export function isIpLiteral(host: string): boolean {
  return ipv4Octets(host) !== null || ipv6Groups(host) !== null;
}

/** Names that always mean this machine, refused without asking DNS. */
export function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
