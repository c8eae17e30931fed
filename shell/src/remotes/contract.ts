import type { RemoteContract } from '@cartlift/admin-kit';

/** A remote the shell refuses because it was built against a contract the shell does not speak. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: readonly string[],
  ) {
    super(`${remote} was built against an incompatible remote contract: ${problems.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

const VERSION = /^(\d+)\.(\d+)$/;

/** The part of a semver that breaks compatibility: the major, or major.minor below 1.0. */
function breakingPart(version: string): string {
  const [major = '', minor = ''] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

function isStringRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why a remote built against `remote` cannot run inside a host built against `host` (empty when it can). Rules: the
 * same contract MAJOR; a remote MINOR no newer than the host's (it may use additions the host lacks); each shared
 * singleton at the host's major, since the host's copy is the one the remote gets.
 */
export function contractProblems(host: RemoteContract, remote: unknown): string[] {
  if (!isStringRecord(remote) || typeof remote.version !== 'string' || !VERSION.test(remote.version)) {
    return ['it declares no contract version'];
  }
  const [, hostMajor, hostMinor] = VERSION.exec(host.version) ?? [];
  const [, major, minor] = VERSION.exec(remote.version) ?? [];
  const problems: string[] = [];
  if (major !== hostMajor) problems.push(`contract ${remote.version}, the shell speaks ${host.version}`);
  else if (Number(minor) > Number(hostMinor))
    problems.push(`contract ${remote.version} is newer than the shell's ${host.version}`);
  const shared = isStringRecord(remote.shared) ? remote.shared : {};
  for (const [name, version] of Object.entries(host.shared)) {
    const theirs = shared[name];
    if (typeof theirs !== 'string') problems.push(`${name} is not declared`);
    else if (breakingPart(theirs) !== breakingPart(version))
      problems.push(`${name} ${theirs}, the shell shares ${version}`);
  }
  return problems;
}
