import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY's entries: `loopback`, an address (`10.0.0.5`, `::1`) or a CIDR range (`10.0.0.0/8`), as a
 * list that answers whether a peer is one of them. An entry that is none of those throws, naming it, so a
 * typo stops the server at start instead of trusting nobody (or everybody).
 */
export function toProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) addProxyEntry(list, entry);
  return list;
}

function addProxyEntry(list: BlockList, entry: string): void {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
  const isPrefix = prefix === undefined || /^\d{1,3}$/.test(prefix);
  if (family === 0 || rest.length > 0 || !isPrefix || bits > (family === 6 ? 128 : 32)) {
    throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range such as 10.0.0.0/8, or loopback`);
  }
  list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is in the list; anything else is not. */
export function isInProxyList(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
