import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedHeaders, verifyDelivery } from './signing';

const secret = 'a-secret-of-the-accounting-system';
const body = JSON.stringify({ delivery_id: 'x', data: { net_sales: 12.5 } });
const now = Date.parse('2026-11-21T00:20:00Z');

describe('a delivery signature', () => {
  it('is the HMAC-SHA256 of the timestamp, a full stop and the body, which a receiver can recompute', () => {
    const headers = signedHeaders(secret, 'delivery-1', body, now);
    const timestamp = headers['x-backhouse-timestamp'];
    expect(timestamp).toBe(String(Math.floor(now / 1000)));
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(headers['x-backhouse-signature']).toBe(`sha256=${expected}`);
    expect(headers['x-backhouse-delivery']).toBe('delivery-1');
    expect(verifyDelivery(secret, headers, body, now)).toBe('valid');
  });

  it('does not verify with another secret, another body or another timestamp, and an old one is stale', () => {
    const headers = signedHeaders(secret, 'delivery-1', body, now);
    expect(verifyDelivery('another-secret-entirely', headers, body, now)).toBe('bad_signature');
    expect(verifyDelivery(secret, headers, body.replace('12.5', '99'), now)).toBe('bad_signature');
    const moved = { ...headers, 'x-backhouse-timestamp': String(Math.floor(now / 1000) + 60) };
    expect(verifyDelivery(secret, moved, body, now)).toBe('bad_signature');
    expect(verifyDelivery(secret, headers, body, now + 10 * 60_000)).toBe('stale');
    expect(verifyDelivery(secret, {}, body, now)).toBe('missing');
  });
});
