// Prints the gzip size of a federated remote's own JS: remoteEntry.js plus the chunks its exposes load up front, minus any chunk
// that belongs to a shared singleton (those come from the shell at run time). Usage: node remote-size.js <dist>
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const dist = path.resolve(process.argv[2] ?? 'dist');
const stats = JSON.parse(fs.readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
const shared = new Set(stats.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
const own = new Set(['remoteEntry.js']);
for (const e of stats.exposes) for (const f of e.assets?.js?.sync ?? []) if (!shared.has(f)) own.add(f);
let raw = 0;
let gz = 0;
for (const f of own) {
  const buf = fs.readFileSync(path.join(dist, f));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
}
console.log(`${stats.name}: own JS ${own.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip (shared singletons excluded)`);
