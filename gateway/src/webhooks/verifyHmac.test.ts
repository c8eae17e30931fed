import { createHmac } from 'crypto';
import { signWebhook, verifyWebhookHmac } from './verifyHmac';

describe('verifyWebhookHmac', () => {
  const body = Buffer.from('{"id":1}');
  it('accepts the base64 HMAC-SHA256 of the raw body', () => {
    expect(verifyWebhookHmac(body, signWebhook(body, 's3cret'), 's3cret')).toBe(true);
  });
  it.each([
    ['missing', undefined],
    ['wrong secret', signWebhook(body, 'other')],
    ['hex instead of base64', createHmac('sha256', 's3cret').update(body).digest('hex')],
    ['truncated', signWebhook(body, 's3cret').slice(0, 20)],
  ])('rejects %s', (_l, header) => {
    expect(verifyWebhookHmac(body, header, 's3cret')).toBe(false);
  });
  it('rejects a body changed after signing (one byte)', () => {
    expect(verifyWebhookHmac(Buffer.from('{"id":2}'), signWebhook(body, 's3cret'), 's3cret')).toBe(false);
  });
});
