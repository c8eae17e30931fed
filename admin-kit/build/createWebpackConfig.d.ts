// Types of createWebpackConfig.js for TypeScript that builds a package programmatically (e2e/shell).
import type { Configuration } from 'webpack';

export interface WebpackConfigOptions {
  dir: string;
  federation: object;
  title: string;
  /** Only to simulate a remote built against another contract. */
  contractVersion?: string;
}

export declare function createWebpackConfig(
  options: WebpackConfigOptions,
): (env: unknown, argv: { mode?: string }) => Configuration;

/** The remote's standalone-only build of the federation runtime core (dist/mf-runtime-core.js). */
export declare function createRuntimeCoreConfig(options: {
  dir: string;
}): (env: unknown, argv: { mode?: string }) => Configuration;

export declare const RUNTIME_CORE_FILE: string;

/** A remote's two builds: federated (remoteEntry.js, standalone index.html) and its standalone runtime core. */
export declare function createRemoteWebpackConfigs(options: {
  dir: string;
  title: string;
}): Array<(env: unknown, argv: { mode?: string }) => Configuration>;
