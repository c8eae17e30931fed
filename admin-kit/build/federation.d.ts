// Types of federation.js for TypeScript that builds a package programmatically (e2e/shell).
export interface FederationOptions {
  name: string;
  dir: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}

export declare function createFederationConfig(options: FederationOptions): { name: string } & Record<string, unknown>;
export declare function sharedSingletons(
  pkg: { name: string; dependencies?: Record<string, string> },
  packageDir: string,
): object;
export declare const SHARED_SINGLETONS: readonly string[];
