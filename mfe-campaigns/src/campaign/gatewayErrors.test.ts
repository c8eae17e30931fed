import { fieldErrorsOf } from '@cartlift/admin-kit';
import { discountConfigLimitMessage } from './gatewayErrors';

describe('a save the gateway refused for the discount configuration size (DISCOUNT_CONFIG_LIMIT)', () => {
  const message = 'Not saved: your active campaigns would need 10,120 bytes of discount settings, and Shopify allows a discount 10,000.';
  const refused = { status: 'GRAPHQL_ERROR', message: 'x', graphqlErrors: [{ message, extensions: { code: 'DISCOUNT_CONFIG_LIMIT' } }] };

  it("gives the gateway's message, which the editor shows as it is", () => {
    expect(discountConfigLimitMessage(refused)).toBe(message);
    expect(fieldErrorsOf(refused)).toEqual([]);
  });

  it('is null for any other failure', () => {
    expect(discountConfigLimitMessage({ status: 'GRAPHQL_ERROR', message: 'x', graphqlErrors: [{ message: 'm', extensions: { code: 'CAMPAIGN_LIMIT' } }] })).toBeNull();
    expect(discountConfigLimitMessage({ status: 500, message: 'x' })).toBeNull();
    expect(discountConfigLimitMessage(new Error('x'))).toBeNull();
  });
});
