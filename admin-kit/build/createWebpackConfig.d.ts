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
