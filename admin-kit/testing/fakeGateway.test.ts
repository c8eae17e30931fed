import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { rawBaseQuery } from '../src/api/baseQuery';
import { errorCodeMessage, fieldErrorsOf } from '../src/api/gatewayErrors';
import { graphqlError, graphqlFieldErrors, installFakeGateway } from './fakeGateway';

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

/** What a remote's endpoint gets when the fake answers `answer` (through the kit's own baseQuery). */
async function refusalOf(answer: Response): Promise<unknown> {
  installFakeGateway(() => answer);
  const result = await rawBaseQuery({ document: 'mutation Save { save }' }, queryApi, {});
  return result.error;
}

describe("the fakes' GraphQL refusals (the gateway's shape, domain GatewayGraphqlError)", () => {
  it('answers one BAD_USER_INPUT error per field, which the kit reads back as the same fields', async () => {
    const fields = [
      { path: 'settings.header.title', message: 'Too long' },
      { path: 'settings.font.size', message: 'Too big' },
    ];
    const error = await refusalOf(graphqlFieldErrors(fields, { save: null }));
    expect(fieldErrorsOf(error)).toEqual(fields);
    expect(fieldErrorsOf(error, 'settings').map((e) => e.path)).toEqual(['header.title', 'font.size']);
  });

  it("answers an error of a code with the gateway's message, which the kit finds by that code", async () => {
    const error = await refusalOf(graphqlError('Campaign limit reached', 'CAMPAIGN_LIMIT'));
    expect(errorCodeMessage(error, 'CAMPAIGN_LIMIT')).toBe('Campaign limit reached');
    expect(fieldErrorsOf(error)).toEqual([]);
  });
});
