import type { RemoteContract } from '@cartlift/admin-kit';
import { contractProblems, IncompatibleRemoteError } from './contract';
import { buildContract, REMOTE_CONTRACT_VERSION } from '../../../admin-kit/build/contract';

const host: RemoteContract = {
  version: '2.3',
  shared: { react: '18.3.1', '@shopify/polaris': '13.9.5', tiny: '0.4.2' },
};

describe('contractProblems', () => {
  it('accepts the same contract and a remote built against an older minor', () => {
    expect(contractProblems(host, host)).toEqual([]);
    expect(contractProblems(host, { ...host, version: '2.0' })).toEqual([]);
    expect(contractProblems(host, { ...host, shared: { ...host.shared, react: '18.0.0', tiny: '0.4.9' } })).toEqual([]);
  });

  it('refuses another major, a newer minor and a missing version', () => {
    expect(contractProblems(host, { ...host, version: '1.9' })).toEqual(['contract 1.9, the shell speaks 2.3']);
    expect(contractProblems(host, { ...host, version: '3.0' })).toEqual(['contract 3.0, the shell speaks 2.3']);
    expect(contractProblems(host, { ...host, version: '2.4' })).toEqual(["contract 2.4 is newer than the shell's 2.3"]);
    expect(contractProblems(host, undefined)).toEqual(['it declares no contract version']);
    expect(contractProblems(host, { version: 2, shared: host.shared })).toEqual(['it declares no contract version']);
  });

  it('refuses a shared singleton at another major (another minor below 1.0) or not declared', () => {
    expect(
      contractProblems(host, { ...host, shared: { react: '17.0.2', '@shopify/polaris': '13.1.0', tiny: '0.5.0' } }),
    ).toEqual(['react 17.0.2, the shell shares 18.3.1', 'tiny 0.5.0, the shell shares 0.4.2']);
    expect(contractProblems(host, { version: '2.3', shared: { react: '18.3.1' } })).toEqual([
      '@shopify/polaris is not declared',
      'tiny is not declared',
    ]);
  });

  it('names the remote and every problem in its error', () => {
    const error = new IncompatibleRemoteError('mfe_billing', ['a', 'b']);
    expect(error.message).toBe('mfe_billing was built against an incompatible remote contract: a; b');
  });
});

describe('buildContract (admin-kit/build)', () => {
  it('bakes the current version and the installed singletons, admin-kit itself being the version', () => {
    const contract = buildContract(__dirname);
    expect(contract.version).toBe(REMOTE_CONTRACT_VERSION);
    expect(Object.keys(contract.shared).sort()).toEqual([
      '@reduxjs/toolkit',
      '@shopify/polaris',
      'react',
      'react-dom',
      'react-redux',
      'react-router-dom',
    ]);
    expect(contract.shared.react).toMatch(/^18\./);
    expect(contractProblems(contract, buildContract(__dirname, '0.9'))).toEqual([
      `contract 0.9, the shell speaks ${REMOTE_CONTRACT_VERSION}`,
    ]);
  });
});
