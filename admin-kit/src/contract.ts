/**
 * The remote contract a package was built against (admin-kit/build/contract.js bakes it in): the MAJOR.MINOR version of
 * admin-kit's remote interface and the installed version of each shared singleton.
 */
export interface RemoteContract {
  version: string;
  shared: Readonly<Record<string, string>>;
}

/** The shape `loadRemote('<name>/contract')` resolves to; its content is checked, not trusted. */
export interface RemoteContractModule {
  default: unknown;
}
