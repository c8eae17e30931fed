import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type { RestCall } from '@cartlift/domain/api/adminRest';
import type { TAG_TYPES } from './api';
import type { baseQuery, RestArgs } from './baseQuery';
import type { AdminEndpointBuilder } from './injectEndpoints';

type TagType = (typeof TAG_TYPES)[number];

/** The base query's arguments of one contract call: its path and method, the request as query (GET) or body (POST). */
export function restArgs<Request, Answer>(call: RestCall<Request, Answer>, request: Request): RestArgs {
  if (call.method === 'GET') return { url: call.path, params: (request ?? undefined) as RestArgs['params'] };
  return { url: call.path, method: 'POST', body: request };
}

/**
 * What a screen adds to a contract call: `request` turns the endpoint's argument into the call's request (without it
 * the argument is the request), `transformResponse` the call's answer into what the screen keeps; tags, caching and
 * lifecycle as RTK has them. The path, method and both types come from the contract, never from the screen.
 */
interface RestOptions<Request, Answer, Arg, Result> {
  request?: (arg: Arg) => Request;
  transformResponse?: (answer: Answer) => Result;
}

/** Which kind of RTK endpoint a contract call becomes: a read the screen caches, or a write. */
type Kind = 'query' | 'mutation';
type Definition<K extends Kind, Arg, Result, Answer> = K extends 'query'
  ? QueryDefinition<Arg, typeof baseQuery, TagType, Result, 'api', Answer>
  : MutationDefinition<Arg, typeof baseQuery, TagType, Result, 'api', Answer>;
/** What RTK lets a screen add to each kind: tags, caching and lifecycle. */
type Extras<K extends Kind, Arg, Result, Answer> = K extends 'query'
  ? Partial<Pick<Definition<K, Arg, Result, Answer>, 'providesTags' | 'keepUnusedDataFor' | 'onQueryStarted'>>
  : Partial<Pick<Definition<K, Arg, Result, Answer>, 'invalidatesTags' | 'onQueryStarted'>>;

// Without a `request` mapper the endpoint's argument is the call's request, and without a transform its result is the
// call's answer: the defaults of Arg and Result say so, which a cast can only restate at run time.
const requestOf =
  <Request, Arg>(request: ((arg: Arg) => Request) | undefined) =>
  (arg: Arg): Request =>
    request ? request(arg) : (arg as unknown as Request);
const resultOf =
  <Answer, Result>(transform: ((answer: Answer) => Result) | undefined) =>
  (answer: Answer): Result =>
    transform ? transform(answer) : (answer as unknown as Result);

/** The part of an RTK definition the contract decides: the call's arguments, and the answer as the screen keeps it. */
function definitionOf<Request, Answer, Arg, Result, Extras>(
  call: RestCall<Request, Answer>,
  { request, transformResponse, ...extras }: RestOptions<Request, Answer, Arg, Result> & Extras,
) {
  const toRequest = requestOf(request);
  return {
    ...extras,
    query: (arg: Arg) => restArgs(call, toRequest(arg)),
    transformResponse: resultOf(transformResponse),
  };
}

// Inside injectEndpoints a definition is contextually typed as RTK's any-typed EndpointDefinition, and TypeScript
// infers a type argument from a call's contextual return type when no argument names it: a Result with no transform
// would come out as any instead of the call's answer. NoInfer keeps it to its default. Arg needs no such guard: it is
// the call's request (inferred from `call`) or the `request` mapper's parameter, both arguments. Hence two overloads,
// the mapper's first.
interface ContractEndpoint<K extends Kind> {
  <Request, Answer, Arg, Result = Answer>(
    build: AdminEndpointBuilder,
    call: RestCall<Request, Answer>,
    options: RestOptions<Request, Answer, Arg, Result> & { request: (arg: Arg) => Request } & Extras<K, Arg, Result, Answer>,
  ): Definition<K, Arg, NoInfer<Result>, Answer>;
  <Request, Answer, Result = Answer>(
    build: AdminEndpointBuilder,
    call: RestCall<Request, Answer>,
    options?: Omit<RestOptions<Request, Answer, Request, Result>, 'request'> & { request?: undefined } & Extras<K, Request, Result, Answer>,
  ): Definition<K, Request, NoInfer<Result>, Answer>;
}

/** An RTK query endpoint of one of the admin's REST calls (domain `ADMIN_REST`), typed by the contract. */
export const restQuery = (<Request, Answer, Arg, Result>(
  build: AdminEndpointBuilder,
  call: RestCall<Request, Answer>,
  options: RestOptions<Request, Answer, Arg, Result> & Extras<'query', Arg, Result, Answer> = {},
) => build.query<Result, Arg, Answer>(definitionOf(call, options))) as ContractEndpoint<'query'>;

/** An RTK mutation endpoint of one of the admin's REST calls (domain `ADMIN_REST`), typed by the contract. */
export const restMutation = (<Request, Answer, Arg, Result>(
  build: AdminEndpointBuilder,
  call: RestCall<Request, Answer>,
  options: RestOptions<Request, Answer, Arg, Result> & Extras<'mutation', Arg, Result, Answer> = {},
) => build.mutation<Result, Arg, Answer>(definitionOf(call, options))) as ContractEndpoint<'mutation'>;
