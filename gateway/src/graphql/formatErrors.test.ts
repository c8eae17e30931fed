import { JsonTooDeepError, TOO_DEEP } from '@cartlift/domain';
import { GraphQLError } from 'graphql';
import { createLogger } from '../logger';
import { LimitError, notFound, ValidationError } from '../shared/errors';
import { formatGraphqlErrors } from './formatErrors';

const resolverError = (original: Error): GraphQLError =>
  new GraphQLError(original.message, undefined, undefined, undefined, ['createCampaign'], original);

const format = (e: GraphQLError) =>
  formatGraphqlErrors([e], createLogger('silent')).map((f) => ({
    message: f.message,
    path: f.path,
    extensions: f.extensions,
  }));

describe('GraphQL error formatting', () => {
  it('gives each field of a validation error its own BAD_USER_INPUT error', () => {
    const err = new ValidationError([
      { path: 'name', message: "can't be blank" },
      { path: 'target.type', message: 'value is not valid' },
    ]);
    expect(format(resolverError(err))).toEqual([
      { message: "can't be blank", path: ['createCampaign'], extensions: { code: 'BAD_USER_INPUT', path: 'name' } },
      {
        message: 'value is not valid',
        path: ['createCampaign'],
        extensions: { code: 'BAD_USER_INPUT', path: 'target.type' },
      },
    ]);
  });

  it.each([
    [notFound('Shop'), 'NOT_FOUND', 'Shop not found'],
    [new LimitError('CAMPAIGN_LIMIT', 'Campaign limit reached'), 'CAMPAIGN_LIMIT', 'Campaign limit reached'],
  ])('keeps the code and message of %p', (err, code, message) => {
    expect(format(resolverError(err))).toEqual([{ message, path: ['createCampaign'], extensions: { code } }]);
  });

  it('answers input too deep for a recursive helper as BAD_USER_INPUT, not INTERNAL', () => {
    expect(format(resolverError(new JsonTooDeepError()))).toEqual([
      { message: TOO_DEEP, path: ['createCampaign'], extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('hides anything else as INTERNAL', () => {
    expect(format(resolverError(new Error('SQLITE_BUSY: database is locked')))).toEqual([
      { message: 'Something went wrong', path: ['createCampaign'], extensions: { code: 'INTERNAL' } },
    ]);
  });

  it('leaves errors without an original error (GraphQL validation) as they are', () => {
    const e = new GraphQLError('Cannot query field "x" on type "Query".');
    expect(formatGraphqlErrors([e], createLogger('silent'))).toEqual([e]);
  });
});
