import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * One data folder for the run's MariaDB servers, in memory where /dev/shm exists (the servers' files then cost no disk
 * writes; the restart run kills the process, not the machine, so what it checks is the same). The data directory
 * template inside is made once and copied for each server (support/processes.ts).
 */
export default function globalSetup(): void {
  if (process.env.RELIABILITY_DATA_DIR) return;
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  process.env.RELIABILITY_DATA_DIR = fs.mkdtempSync(path.join(base, 'cartlift-reliability-'));
  process.env.RELIABILITY_DATA_DIR_OWNED = '1';
}
