/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST, ensureBuilt, precompress } from './build';

describe('precompress: the brotli and gzip copies the gateway sends', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes name.br and name.gz beside each text file, each decompressing to the file', () => {
    const js = Buffer.from('function cartlift(){return "drawer"}\n'.repeat(50));
    const html = Buffer.from(`<!doctype html><title>Preview</title>${'<p>cart</p>'.repeat(30)}`);
    fs.writeFileSync(path.join(dir, 'cartlift-drawer.0123abcd.js'), js);
    fs.writeFileSync(path.join(dir, 'preview.html'), html);
    const written = precompress(dir);
    for (const [name, raw] of [['cartlift-drawer.0123abcd.js', js], ['preview.html', html]] as const) {
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
      expect(written.find((w) => w.file === name)).toEqual({ file: name, raw: raw.length, br: br.length, gz: gz.length });
    }
  });

  it('leaves out a copy that saves nothing, and files that are not text', () => {
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(2000));
    precompress(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'tiny.js']);
  });

  it('is part of the build: every script and page of dist/ has both copies', async () => {
    await ensureBuilt({ cacheName: 'jest' });
    const files = fs.readdirSync(DIST);
    const served = files.filter((f) => /\.(js|html)$/.test(f));
    expect(served).toContain('loader.js');
    for (const f of served) expect([f, files.includes(`${f}.br`), files.includes(`${f}.gz`)]).toEqual([f, true, true]);
  }, 120_000);
});
