import { isIPv4, isIPv6 } from 'node:net';

const groupsOf = (part: string): string[] => {
  if (part === '') return [];
  return part.split(':').flatMap((group) => {
    if (!group.includes('.')) return [group];
    // An embedded IPv4 tail (64:ff9b::192.0.2.1) stands for the last two groups.
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
};

/**
 * The key a client address is counted under. IPv4 (also written IPv4-mapped, `::ffff:1.2.3.4`)
 * counts per address; IPv6 per /64 network, because one subscriber is routinely given a whole
 * /64 and could otherwise rotate through more addresses than any limit.
 *
 * @example
 * clientAddressKey('2001:db8:1:2:aaaa::1') === '2001:db8:1:2::/64'
 */
export function clientAddressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
