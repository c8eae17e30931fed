import type { RemoteContract } from '@cartlift/admin-kit';

// Defined by admin-kit/build (webpack DefinePlugin; jest globals in tests): the contract this shell was built against.
declare const __CARTLIFT_REMOTE_CONTRACT__: RemoteContract;

/** What a remote must be compatible with to be mounted (admin-kit's contractProblems). */
export const HOST_CONTRACT: RemoteContract = __CARTLIFT_REMOTE_CONTRACT__;
