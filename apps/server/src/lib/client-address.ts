/**
 * The client address as a limit counts it: an IPv6 client usually holds a whole /64, so its first four groups
 * are one address; IPv4 (also IPv4-mapped IPv6) as is.
 */
export function addressBucket(ip: string): string {
  const address = ip.trim().toLowerCase().slice(0, 64);
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(address)) {
    return address.replace(/^::ffff:/, '');
  }
  const [head = '', tail = ''] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
