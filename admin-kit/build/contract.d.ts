// Types of contract.js for the TypeScript that reads it (tests); the build itself loads the CommonJS.
import type { RemoteContract } from '../src/contract';

export declare const REMOTE_CONTRACT_VERSION: string;
export declare const CONTRACT_GLOBAL: '__CARTLIFT_REMOTE_CONTRACT__';
export declare const CONTRACT_MODULE: string;
export declare const SHARED_SINGLETONS: readonly string[];
export declare function buildContract(packageDir: string, version?: string): RemoteContract;
