import { deviceKey, issueDeviceToken } from './devices';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = new Date('2025-03-01T12:00:00Z');
const DAY = 86400;

describe('device tokens', () => {
  const token = issueDeviceToken(SECRET, 'Ana@Example.com', NOW, 180 * DAY);

  it('are nonce.expires.mac, random each time', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(token.split('.')[1]).toBe(String(NOW.getTime() / 1000 + 180 * DAY));
    expect(issueDeviceToken(SECRET, 'ana@example.com', NOW, 180 * DAY)).not.toBe(token);
  });

  it('give a counter key (a hash of the nonce, not the nonce) for their e-mail, in any case', () => {
    const key = deviceKey(SECRET, ' ana@example.COM ', token, NOW);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(token.split('.')[0]);
    expect(deviceKey(SECRET, 'ana@example.com', token, new Date(NOW.getTime() + 179 * DAY * 1000))).toBe(key);
  });

  it('count as none when absent, malformed, forged, expired, or for another e-mail', () => {
    const [nonce, expires, mac] = token.split('.');
    const none = [
      undefined,
      '',
      'garbage',
      `${nonce}.${expires}`,
      `${nonce}.${Number(expires) + 1}.${mac}`,
      `${nonce}.${expires}.${mac.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${nonce}.${expires}.${mac}.x`,
    ];
    for (const candidate of none) expect(deviceKey(SECRET, 'ana@example.com', candidate, NOW)).toBeNull();
    expect(deviceKey(SECRET, 'otra@example.com', token, NOW)).toBeNull();
    expect(deviceKey('another-secret-of-enough-length-0123456789', 'ana@example.com', token, NOW)).toBeNull();
    expect(deviceKey(SECRET, 'ana@example.com', token, new Date(NOW.getTime() + 180 * DAY * 1000))).toBeNull();
  });
});
