import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query/react';
import { api, type TAG_TYPES } from './api';
import type { baseQuery } from './baseQuery';

/** The builder every admin endpoint is defined with (the one api's base query, tags and reducer path). */
export type AdminEndpointBuilder = EndpointBuilder<typeof baseQuery, (typeof TAG_TYPES)[number], 'api'>;

/**
 * Which file defined each endpoint name. The shell and every remote inject into the one shared api, and RTK keeps the
 * first definition of a name: two remotes using one name would silently get each other's answer type, so a name
 * already held by another owner is refused outright.
 */
const endpointOwners = new Map<string, string>();

/** Thrown when a second owner injects an endpoint name another owner holds. */
export class DuplicateEndpointError extends Error {
  constructor(
    readonly endpoint: string,
    readonly owner: string,
    readonly heldBy: string,
  ) {
    super(`RTK endpoint "${endpoint}" of ${owner} is already defined by ${heldBy}; give it a name of its own.`);
    this.name = 'DuplicateEndpointError';
  }
}

/** Records `names` as `owner`'s, or throws (before recording any) when another owner holds one of them. */
export function claimEndpointNames(owner: string, names: readonly string[]): void {
  for (const name of names) {
    const heldBy = endpointOwners.get(name);
    if (heldBy !== undefined && heldBy !== owner) throw new DuplicateEndpointError(name, owner, heldBy);
  }
  for (const name of names) endpointOwners.set(name, owner);
}

/** Every endpoint name injected so far, with its owner. */
export function injectedEndpointOwners(): ReadonlyMap<string, string> {
  return endpointOwners;
}

/**
 * The only way the admin adds endpoints to the shared api (ESLint forbids `api.injectEndpoints` elsewhere). `owner`
 * names the defining file (`package/feature`); the same owner injecting again (a module evaluated twice, hot reload)
 * replaces its own definitions, another owner's name throws `DuplicateEndpointError`.
 */
export function injectEndpoints<Definitions extends EndpointDefinitions>(
  owner: string,
  endpoints: (build: AdminEndpointBuilder) => Definitions,
) {
  return api.injectEndpoints({
    endpoints: (build) => {
      const definitions = endpoints(build);
      claimEndpointNames(owner, Object.keys(definitions));
      return definitions;
    },
    overrideExisting: true,
  });
}
