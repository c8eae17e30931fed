import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { buildSchema, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { parse as parseToml } from 'smol-toml';

/** One target of the function (`[[extensions.targeting]]`): its input query and the JS function it runs. */
export interface FunctionTarget {
  target: string;
  /** The toml's `export` (kebab-case) and the JS function it names (camelCase), as Shopify's JavaScript functions map them. */
  exportName: string;
  functionName: string;
  queryText: string;
  query: DocumentNode;
}

/** A function extension as deployed: what `shopify app deploy` would upload, read from its folder. */
export interface FunctionExtension {
  dir: string;
  id: string;
  handle: string;
  title: string;
  description: string | null;
  apiVersion: string;
  targets: FunctionTarget[];
  /** `[extensions.input.variables]`: the metafield whose JSON value is the input queries' variables. */
  variables: { namespace: string; key: string } | null;
  schema: GraphQLSchema;
  /** The built JavaScript module (`dist/function.js`); null until it is built. */
  module: Script | null;
  modulePath: string;
}

const MODULE_FILE = path.join('dist', 'function.js');

const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Shopify's function ids are opaque strings; here a UUID derived from the app and the handle, so it is stable across restarts. */
export function functionIdFor(apiKey: string, handle: string): string {
  const hex = createHash('sha256').update(`${apiKey}:${handle}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type Toml = Record<string, unknown>;
const asTable = (value: unknown): Toml => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Toml) : {});
const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The extension's display name: a literal `name`, or a `t:key` looked up in locales/en.default.json as the CLI does. */
function titleOf(dir: string, name: string | null, handle: string): string {
  if (!name) return handle;
  if (!name.startsWith('t:')) return name;
  const locale = path.join(dir, 'locales', 'en.default.json');
  if (!existsSync(locale)) return handle;
  const found = asTable(JSON.parse(readFileSync(locale, 'utf8')))[name.slice(2)];
  return typeof found === 'string' ? found : handle;
}

const schemas = new Map<string, GraphQLSchema>();

/** Shopify's input schema, built once per content (it is large; a rebuilt module, or another copy of it, need not rebuild it). */
function schemaOf(file: string): GraphQLSchema {
  const sdl = readFileSync(file, 'utf8');
  const digest = createHash('sha256').update(sdl).digest('hex');
  let schema = schemas.get(digest);
  if (!schema) schemas.set(digest, (schema = buildSchema(sdl)));
  return schema;
}

function readExtension(dir: string, apiKey: string): FunctionExtension {
  const toml = parseToml(readFileSync(path.join(dir, 'shopify.extension.toml'), 'utf8')) as Toml;
  const list = Array.isArray(toml.extensions) ? toml.extensions : [];
  const ext = asTable(list[0]);
  const handle = asString(ext.handle);
  if (!handle || asString(ext.type) !== 'function') throw new Error(`${dir}/shopify.extension.toml: no function extension with a handle`);
  const targeting = Array.isArray(ext.targeting) ? ext.targeting.map(asTable) : [];
  const targets = targeting.map((t): FunctionTarget => {
    const target = asString(t.target);
    const exportName = asString(t.export);
    const queryFile = asString(t.input_query);
    if (!target || !exportName || !queryFile) throw new Error(`${dir}/shopify.extension.toml: a target needs target, export and input_query`);
    const queryText = readFileSync(path.join(dir, queryFile), 'utf8');
    return { target, exportName, functionName: camelCase(exportName), queryText, query: parse(queryText) };
  });
  const variables = asTable(asTable(asTable(ext.input).variables));
  const namespace = asString(variables.namespace);
  const key = asString(variables.key);
  const modulePath = path.join(dir, MODULE_FILE);
  return {
    dir, handle, id: functionIdFor(apiKey, handle), title: titleOf(dir, asString(ext.name), handle), description: asString(ext.description),
    apiVersion: asString(toml.api_version) ?? asString(ext.api_version) ?? 'unstable', targets,
    variables: namespace && key ? { namespace, key } : null,
    schema: schemaOf(path.join(dir, 'schema.graphql')),
    module: existsSync(modulePath) ? new Script(readFileSync(modulePath, 'utf8'), { filename: modulePath }) : null,
    modulePath,
  };
}

const FILES = ['shopify.extension.toml', 'schema.graphql', MODULE_FILE];
const cache = new Map<string, { stamp: string; extension: FunctionExtension }>();

/** What changes when the extension is edited or rebuilt: so a rebuilt module is picked up without a restart. */
function stampOf(dir: string): string {
  const src = path.join(dir, 'src');
  const queries = existsSync(src) ? readdirSync(src).filter((f) => f.endsWith('.graphql')).map((f) => path.join('src', f)) : [];
  return [...FILES, ...queries].map((f) => {
    const file = path.join(dir, f);
    return existsSync(file) ? `${statSync(file).mtimeMs}:${statSync(file).size}` : '-';
  }).join('|');
}

/** The function extension in `dir`, or null when there is none (no shopify.extension.toml): the app has no function deployed. */
export function loadExtension(dir: string | null, apiKey: string): FunctionExtension | null {
  if (!dir || !existsSync(path.join(dir, 'shopify.extension.toml'))) return null;
  const stamp = stampOf(dir);
  const cached = cache.get(dir);
  if (cached && cached.stamp === stamp && cached.extension.id === functionIdFor(apiKey, cached.extension.handle)) return cached.extension;
  const extension = readExtension(dir, apiKey);
  cache.set(dir, { stamp, extension });
  return extension;
}
