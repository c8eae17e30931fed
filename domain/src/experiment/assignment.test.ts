import { transformSync } from '@swc/core';
import { readFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';
import {
  ARM_ATTRIBUTE,
  assignArm,
  assignmentBucket,
  decodeArm,
  encodeArm,
  EXPERIMENT_ARMS,
  ensureVisitorId,
  hash32,
  isVisitorId,
  newVisitorId,
} from './assignment';
import { EXPERIMENT_ARMS as CONSTANTS_ARMS } from './constants';
import { seededUint32 } from '../testing/seeded';

const SOURCE = readFileSync(join(__dirname, 'assignment.ts'), 'utf8');

/** A seeded byte source for ids (mulberry32), so the test's visitors are the same on every run. */
function seededBytes(seed: number) {
  const next = seededUint32(seed);
  return (bytes: Uint8Array) => bytes.map(() => next() & 0xff);
}

describe('the storefront loader can bundle assignment.ts', () => {
  it('imports nothing at runtime (no zod, no other folder)', () => {
    expect(SOURCE).not.toMatch(/^\s*import\s/m);
    expect(SOURCE).not.toMatch(/\brequire\(|\bimport\(/);
  });

  it('is a few hundred bytes gzip once minified', () => {
    const { code } = transformSync(SOURCE, {
      filename: 'assignment.ts',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2020', minify: { compress: true, mangle: true } },
      minify: true,
      module: { type: 'es6' },
    });
    expect(gzipSync(code).length).toBeLessThan(700);
  });
});

describe('hash32 and buckets', () => {
  // Reference values from an independent Python implementation (FNV-1a of "a" is the published 0xe40c292c before the
  // finaliser). Fixed values, so a change of hash (which would move every running test's visitors) is a decision.
  it('is FNV-1a with murmur3 finalising', () => {
    expect(hash32('')).toBe(2872998923);
    expect(hash32('a')).toBe(444641715);
    expect(hash32('exp1:visitor')).toBe(1962577897);
    expect(assignmentBucket('exp1', 'visitor')).toBe(Math.floor((1962577897 / 2 ** 32) * 10000));
  });

  it('spreads sequential keys evenly over the 10,000 buckets (chi-square over 20 bins)', () => {
    const bins = new Array<number>(20).fill(0);
    const n = 40000;
    for (let i = 0; i < n; i++) bins[Math.floor(assignmentBucket('e', String(i)) / 500)]++;
    const expected = n / 20;
    const chi2 = bins.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: P(chi2 > 43.8) = 0.001.
    expect(chi2).toBeLessThan(43.8);
  });
});

describe('assignArm', () => {
  it('puts buckets below split × 100 on the variant, and a larger split only adds visitors to it', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `v${i}`);
    for (const id of ids) {
      const bucket = assignmentBucket('x', id);
      expect(assignArm('x', id, 30)).toBe(bucket < 3000 ? 'variant' : 'control');
      if (assignArm('x', id, 30) === 'variant') expect(assignArm('x', id, 31)).toBe('variant');
    }
  });

  it('assigns independently across experiments (the joint shares are the products of the marginals)', () => {
    const random = seededBytes(7);
    const counts = { vv: 0, vc: 0, cv: 0, cc: 0 };
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const id = newVisitorId(random);
      const key = `${assignArm('expA', id, 30)[0]}${assignArm('expB', id, 50)[0]}` as keyof typeof counts;
      counts[key]++;
    }
    const expected = { vv: 0.15, vc: 0.15, cv: 0.35, cc: 0.35 };
    // A 2 × 2 chi-square with the marginals fixed by design: 3 degrees of freedom, P(chi2 > 16.27) = 0.001.
    const chi2 = (Object.keys(counts) as Array<keyof typeof counts>).reduce(
      (s, k) => s + (counts[k] - expected[k] * n) ** 2 / (expected[k] * n),
      0,
    );
    expect(chi2).toBeLessThan(16.27);
  });
});

describe('visitor ids', () => {
  it('are 22 URL-safe characters carrying 128 random bits', () => {
    const ids = Array.from({ length: 500 }, () => newVisitorId());
    for (const id of ids) expect(isVisitorId(id)).toBe(true);
    expect(new Set(ids).size).toBe(500);
    expect(newVisitorId(() => new Uint8Array(16).fill(0xff))).toBe('_____________________w');
    expect(newVisitorId(() => new Uint8Array(16))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('keeps a stored id of ours and replaces anything else', () => {
    const id = newVisitorId(seededBytes(1));
    expect(ensureVisitorId(id)).toBe(id);
    for (const bad of [null, undefined, '', 'short', `${id}x`, `${id.slice(0, 21)}+`, 42]) {
      const fresh = ensureVisitorId(bad, seededBytes(2));
      expect(fresh).toBe(newVisitorId(seededBytes(2)));
    }
  });
});

describe('the arm attribute', () => {
  it('is private (leading "__") and round-trips both arms', () => {
    expect(ARM_ATTRIBUTE).toBe('__cartlift_arm');
    expect(decodeArm(encodeArm('42', 'variant'))).toEqual({ experimentId: '42', arm: 'variant' });
    expect(decodeArm(encodeArm('exp_a-1', 'control'))).toEqual({ experimentId: 'exp_a-1', arm: 'control' });
  });

  it('reads exactly the arms EXPERIMENT_ARMS names, the one spelling constants.ts hands the schemas', () => {
    expect(EXPERIMENT_ARMS).toEqual(['control', 'variant']);
    expect(CONSTANTS_ARMS).toBe(EXPERIMENT_ARMS);
    for (const arm of EXPERIMENT_ARMS) expect(decodeArm(encodeArm('7', arm))).toEqual({ experimentId: '7', arm });
  });

  it.each([
    'control',
    '42',
    '42:',
    ':variant',
    '42:Variant',
    '42:variant ',
    ' 42:variant',
    '42:variant:control',
    '42:control,variant',
    '42:variant\n',
    '4 2:variant',
    `${'x'.repeat(65)}:variant`,
    '42:both',
  ])('decodes the forged or malformed %j to null', (value) => {
    expect(decodeArm(value)).toBeNull();
  });

  it('decodes non-strings to null', () => {
    for (const value of [null, undefined, 42, ['42:variant'], { experimentId: '42', arm: 'variant' }])
      expect(decodeArm(value)).toBeNull();
  });
});
