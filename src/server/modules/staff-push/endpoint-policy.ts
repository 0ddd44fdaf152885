/**
 * Which push endpoints the server sends to. A device names its endpoint (PushSubscription.endpoint), so the server
 * must not let it aim the server's requests at itself or its network: an endpoint is accepted when its host is one of
 * the allowed push services (STAFF_PUSH_HOSTS; default: the major browsers'), or else only on https, port 443, with a
 * host name (no address literal) that resolves to public addresses only. The check runs when a device subscribes and
 * again on every connection the send makes (the agent's look-up), so a name that later resolves elsewhere (DNS
 * rebinding) is refused then. Redirects are not followed (web-push never follows them).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The push services of Chrome and Edge (FCM), Firefox (Mozilla), Edge on Windows (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

/** Addresses that are not the public internet: loopback, private, link-local, unique-local, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is judged as its IPv4 address. */
const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  // Node's BlockList also checks an IPv4 address against IPv4-mapped IPv6 rules, so none is listed above.
  return family !== 0 && !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether `host` (and `port`) is one of `allowed`: `name`, `name:port`, or `*.domain` for its subdomains. */
export function isAllowedHost(host: string, port: string, allowed: readonly string[]) {
  const name = host.toLowerCase();
  return allowed.some((entry) => {
    const [pattern, onlyPort] = entry.toLowerCase().split(/:(?=\d+$)/);
    if (onlyPort && onlyPort !== (port || '443')) return false;
    return pattern!.startsWith('*.') ? name.endsWith(pattern!.slice(1)) : name === pattern;
  });
}

const ENDPOINT_REFUSED = 'Endpoint must be a push service address';

type Resolve = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true } as LookupAllOptions, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** What the address alone says: refused (why), an allowed push service, or a host that must resolve to public addresses. */
function classify(
  endpoint: string,
  allowed: readonly string[],
): { problem: string } | { allowed: true } | { host: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { problem: ENDPOINT_REFUSED };
  }
  if (url.protocol !== 'https:') return { problem: 'Endpoint must be an https address' };
  if (url.username || url.password) return { problem: ENDPOINT_REFUSED };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isAllowedHost(host, url.port, allowed)) return { allowed: true };
  if ((url.port && url.port !== '443') || isIP(host)) return { problem: ENDPOINT_REFUSED };
  return { host };
}

/** Null when the server may send to `endpoint`; otherwise why not, in words for the device's owner. */
export async function endpointProblem(
  endpoint: string,
  allowed: readonly string[],
  resolve: Resolve = resolveAll,
): Promise<string | null> {
  const verdict = classify(endpoint, allowed);
  if ('problem' in verdict) return verdict.problem;
  if ('allowed' in verdict) return null;
  try {
    const addresses = await resolve(verdict.host);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address)) ? null : ENDPOINT_REFUSED;
  } catch {
    return 'Endpoint could not be found';
  }
}

/** The checks of `endpointProblem` that need no look-up (at send time the agent's look-up does the rest). */
export function endpointShapeProblem(endpoint: string, allowed: readonly string[]): string | null {
  const verdict = classify(endpoint, allowed);
  return 'problem' in verdict ? verdict.problem : null;
}

/**
 * The agent the sends use: every connection looks its host up again and refuses one that resolves to a non-public
 * address, unless the host is an allowed push service. Address literals do not pass through a look-up: they are
 * refused before sending unless allowed (`endpointProblem`).
 */
export function pushAgent(allowed: readonly string[]): https.Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as LookupAddress[];
      const trusted = isAllowedHost(
        hostname,
        '',
        allowed.map((a) => a.split(/:(?=\d+$)/)[0]!),
      );
      const refused = list.find((a) => !trusted && !isPublicAddress(a.address));
      if (refused || !list.length)
        return callback(new Error(`push endpoint ${hostname} resolves to a non-public address`), '', 4);
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
  // The global agent's TLS options (trusted CAs) apply as they are at the time of the send.
  return new https.Agent({ ...https.globalAgent.options, lookup });
}
