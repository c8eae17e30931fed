import { errorCodeMessage, errorMessageOf, fieldErrorsOf, SOMETHING_WENT_WRONG } from './gatewayErrors';
import type { ApiError } from './baseQuery';

// The two shapes baseQuery makes of a refusal: GraphQL errors one per field, and the REST envelope.
const graphql: ApiError = {
  status: 'GRAPHQL_ERROR',
  message: 'name is required',
  graphqlErrors: [
    { message: 'name is required', extensions: { code: 'BAD_USER_INPUT', path: 'input.name' } },
    { message: 'colour is not valid', extensions: { code: 'BAD_USER_INPUT', path: 'cod_settings.colour' } },
    { message: 'The cart is in a running experiment', extensions: { code: 'CART_LOCKED' } },
  ],
};
const rest: ApiError = {
  status: 400,
  message: 'Invalid request',
  data: { error: { code: 'VALIDATION', message: 'Invalid request', errors: [{ path: 'coupon', message: 'This coupon does not exist' }] } },
};

describe('gateway errors, read once for every remote', () => {
  it('gives the field errors of either shape, paths made relative to the document asked for', () => {
    expect(fieldErrorsOf(graphql)).toEqual([
      { path: 'input.name', message: 'name is required' },
      { path: 'cod_settings.colour', message: 'colour is not valid' },
    ]);
    expect(fieldErrorsOf(graphql, 'input').map((e) => e.path)).toEqual(['name', 'cod_settings.colour']);
    expect(fieldErrorsOf(graphql, 'cod_settings').map((e) => e.path)).toEqual(['input.name', 'colour']);
    expect(fieldErrorsOf(rest)).toEqual([{ path: 'coupon', message: 'This coupon does not exist' }]);
    expect(fieldErrorsOf({ status: 500, message: 'x' })).toEqual([]);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });

  it("finds the gateway's message for one error code, in either shape", () => {
    expect(errorCodeMessage(graphql, 'CART_LOCKED')).toBe('The cart is in a running experiment');
    expect(errorCodeMessage(rest, 'VALIDATION')).toBe('Invalid request');
    expect(errorCodeMessage(graphql, 'CAMPAIGN_LIMIT')).toBeNull();
    expect(errorCodeMessage(rest, 'CART_LOCKED')).toBeNull();
    expect(errorCodeMessage('nope', 'CART_LOCKED')).toBeNull();
  });

  it("tells the merchant the first field's message, else the gateway's, else a plain fallback", () => {
    expect(errorMessageOf(rest)).toBe('This coupon does not exist');
    expect(errorMessageOf(graphql)).toBe('name is required');
    expect(errorMessageOf({ status: 'FETCH_ERROR', message: 'Network error' })).toBe('Network error');
    expect(errorMessageOf(undefined)).toBe(SOMETHING_WENT_WRONG);
  });
});
