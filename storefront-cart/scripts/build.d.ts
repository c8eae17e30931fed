// The types of build.js (plain CommonJS so `npm run build` needs no compiler), for the size test and the journeys.

/** Where the widget is built: loader.js, the drawer's lazy chunks, preview.html. */
export const DIST: string;

/** Options of a build: `cacheName` separates webpack's filesystem cache per runner; `cache: false` turns it off. */
export interface BuildOptions {
  cacheName?: string;
  cache?: boolean;
}

/** A SHA-256 of everything the bundle is made from. */
export function inputsHash(): string;
/** Whether dist/ holds the build of the current sources. */
export function isCurrent(): boolean;
/** Builds dist/ with webpack's Node API and stamps it with {@link inputsHash}. */
export function build(options?: BuildOptions): Promise<void>;
/** Builds dist/ unless it is current; answers whether it built. */
export function ensureBuilt(options?: BuildOptions): Promise<boolean>;

/** One file's sizes after {@link precompress}: raw bytes, and each copy written (absent when it saved nothing). */
export interface PrecompressedFile {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}
/** Writes name.br and name.gz beside each compressible file of dir (dist/ by default), each only when smaller. */
export function precompress(dir?: string): PrecompressedFile[];
