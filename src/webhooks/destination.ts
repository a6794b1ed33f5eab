// Where a webhook may be delivered: never to this machine, a private network, a link-local address or a cloud
// metadata service (an API client must not be able to reach or scan them through us). Checked after DNS resolution,
// on creation and again at every delivery inside the connection's own lookup, so a name that re-resolves to a private
// address later (DNS rebinding) is refused at connect time. MCA_WEBHOOK_ALLOW_PRIVATE=true lifts the rule (local
// development and tests that deliver to 127.0.0.1).
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';

const BLOCKED_NAMES = /^(localhost|metadata\.google\.internal|metadata)$|\.(localhost|internal|local)$/i;

/** True for loopback, private, link-local, CGNAT, unspecified, multicast/reserved and metadata addresses (v4 and v6). */
export function isPrivateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) return privateV4(ip);
  if (v === 6) {
    const a = ip.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
    if (mapped) return privateV4(mapped[1]!);
    return a === '::' || a === '::1' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a) || /^ff/.test(a) || a.startsWith('64:ff9b:') || a.startsWith('2001:db8');
  }
  return true; // not an address at all: refuse
}

function privateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

export class RefusedDestination extends Error {
  readonly code = 'EREFUSEDDEST';
  constructor() { super('destination refused: private, loopback, link-local or metadata address'); }
}

/** The addresses a URL's host resolves to, refused when any of them is private (unless allowed). */
export async function checkDestination(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (BLOCKED_NAMES.test(host)) throw new RefusedDestination();
  const addresses = isIP(host) ? [host] : await new Promise<string[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, all) => (err ? reject(err) : resolve(all.map((x) => x.address)))));
  if (!addresses.length || addresses.some(isPrivateAddress)) throw new RefusedDestination();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dns.lookup for http.request that refuses private addresses at connect time. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => {
    if (!allowPrivate && BLOCKED_NAMES.test(hostname)) { callback(new RefusedDestination(), ''); return; }
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (err, all) => {
      if (err) { callback(err, ''); return; }
      if (!allowPrivate && (!all.length || all.some((x) => isPrivateAddress(x.address)))) { callback(new RefusedDestination(), ''); return; }
      if ((options as LookupAllOptions).all) callback(null, all);
      else callback(null, all[0]!.address, all[0]!.family);
    });
  };
}
