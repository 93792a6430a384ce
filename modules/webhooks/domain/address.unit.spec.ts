import { ipv6Groups, isBlockedAddress } from './address';
import { endpointUrl, refusePrivateAddresses, subscribedEvents } from './webhook-rules';

describe('addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fe80::1%eth0',
    'not-an-address',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('reads IPv6 in its short and dotted forms', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('[2001:db8::8:1]')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 8, 1]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('1::2::3')).toBeNull();
    expect(ipv6Groups('1:2:3:4:5:6:7:8:9')).toBeNull();
  });

  it('refuses a literal private host and a localhost name unless private addresses are allowed', () => {
    expect(() => endpointUrl('http://127.0.0.1/x', false)).toThrow(/loopback, private/);
    expect(() => endpointUrl('http://api.localhost/x', false)).toThrow(/loopback, private/);
    expect(() => endpointUrl('http://[::1]:8080/x', false)).toThrow(/loopback, private/);
    expect(endpointUrl('http://127.0.0.1/x', true).href).toBe('http://127.0.0.1/x');
    expect(endpointUrl('https://hooks.example.com/in', false).hostname).toBe('hooks.example.com');
  });

  it('refuses a missing address and a missing pick of events with a message, not a crash', () => {
    expect(() => endpointUrl(null, true)).toThrow('url: give the address of the endpoint.');
    expect(() => subscribedEvents(null)).toThrow('events: pick at least one event.');
  });

  it('refuses a name when any address it resolves to is private', () => {
    expect(() => refusePrivateAddresses('evil.test', ['8.8.8.8', '10.0.0.2'])).toThrow(
      /evil.test is a loopback, private or link-local address/,
    );
    expect(() => refusePrivateAddresses('good.test', ['8.8.8.8'])).not.toThrow();
  });
});
