import fs from 'fs';

/** Removes the run's data folder (globalSetup made it), once every server has been stopped by its test file. */
export default function globalTeardown(): void {
  const dir = process.env.RELIABILITY_DATA_DIR;
  if (dir && process.env.RELIABILITY_DATA_DIR_OWNED === '1') fs.rmSync(dir, { recursive: true, force: true });
}
