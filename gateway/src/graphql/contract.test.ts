import { campaignSchema, cartDraftSchema, liveCartHistorySchema, shopSchema } from '@cartlift/domain';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { z } from 'zod';
import { buildAdminSchema } from './schema';

/**
 * The admin's GraphQL `Shop`, `Campaign`, `CartDraft` and `LiveCartHistory` object types (the real schema,
 * buildAdminSchema) against the domain's declarations (domain/src/api/shop.ts, campaign.ts, cartDrafts.ts), which the gateway's toShopDto/toCampaignDto return and the
 * admin's views pick from (issue 23). Field by field: the same names; the same nullability (a zod `.nullable()` or
 * `.optional()` field is a nullable GraphQL field, anything else `!`); the same kind: String/ID a zod string, Int an
 * integer, Float a number, Boolean a boolean, a GraphQL enum a zod enum of the same values, a list a zod array (its
 * items compared alike), an object type a zod object (compared alike), and `JSON` a structured zod value (an object,
 * record, union, or array of those), never a scalar or an array of scalars (those have GraphQL types of their own).
 */
type ZodSchema = z.core.$ZodType;

const STRUCTURED = new Set(['object', 'record', 'union', 'intersection', 'tuple', 'map']);

function unwrapZod(schema: ZodSchema): { inner: ZodSchema; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) nullable = true;
    if (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault)
      inner = inner.unwrap() as ZodSchema;
    // A schema with a transform at its end (cod_settings) is what it reads; one with a transform first, what it gives.
    else if (inner instanceof z.ZodPipe) inner = (inner.out instanceof z.ZodTransform ? inner.in : inner.out) as ZodSchema;
    else return { inner, nullable };
  }
}

const isStructured = (s: ZodSchema): boolean => {
  const { inner } = unwrapZod(s);
  if (inner instanceof z.ZodArray) return isStructured(inner.element as ZodSchema);
  return STRUCTURED.has(inner._zod.def.type);
};

/** What the zod schema's value is, in the words the mismatches use. */
function zodKind(s: ZodSchema): string {
  if (s instanceof z.ZodNumber) return s.isInt ? 'Int' : 'Float';
  if (s instanceof z.ZodEnum) return `enum(${[...s.options].sort().join('|')})`;
  if (s instanceof z.ZodArray) return isStructured(s) ? 'structured' : 'list';
  const type = s._zod.def.type;
  if (type === 'string') return 'String';
  if (type === 'boolean') return 'Boolean';
  return STRUCTURED.has(type) ? 'structured' : type;
}

function graphqlKind(t: GraphQLOutputType): string {
  if (isListType(t)) return 'list';
  if (isEnumType(t)) return `enum(${t.getValues().map((v) => v.value as string).sort().join('|')})`;
  if (isObjectType(t)) return 'object';
  if (t.name === 'ID') return 'String';
  if (t.name === 'JSON') return 'structured';
  return t.name;
}

/** Every difference between a GraphQL object type and a zod object, one line each; empty when they agree. */
export function mismatches(type: GraphQLObjectType, schema: z.ZodObject, at = type.name): string[] {
  const fields = type.getFields();
  const shape = schema.shape as Record<string, ZodSchema>;
  const out: string[] = [];
  for (const name of Object.keys(fields)) if (!(name in shape)) out.push(`${at}.${name}: only in GraphQL`);
  for (const name of Object.keys(shape)) if (!(name in fields)) out.push(`${at}.${name}: only in the domain`);
  for (const name of Object.keys(fields).filter((n) => n in shape))
    out.push(...fieldMismatches(fields[name].type, shape[name], `${at}.${name}`));
  return out;
}

function fieldMismatches(gql: GraphQLOutputType, zod: ZodSchema, at: string): string[] {
  const { inner, nullable } = unwrapZod(zod);
  const gqlNullable = !isNonNullType(gql);
  const t = isNonNullType(gql) ? gql.ofType : gql;
  const out: string[] = [];
  if (gqlNullable !== nullable)
    out.push(`${at}: ${gqlNullable ? 'nullable' : 'non-null'} in GraphQL, ${nullable ? 'nullable' : 'non-null'} in the domain`);
  const [g, d] = [graphqlKind(t), zodKind(inner)];
  if (g === 'object' && inner instanceof z.ZodObject && isObjectType(t)) return [...out, ...mismatches(t, inner, at)];
  if (g !== d) return [...out, `${at}: ${g} in GraphQL, ${d} in the domain`];
  if (isListType(t) && inner instanceof z.ZodArray)
    out.push(...fieldMismatches(t.ofType, inner.element as ZodSchema, `${at}[]`));
  return out;
}

const schema = buildAdminSchema();
const objectType = (name: string): GraphQLObjectType => {
  const t = schema.getType(name);
  if (!isObjectType(t)) throw new Error(`${name} is not an object type of the admin schema`);
  return t;
};

/** The type with its fields changed by `edit`, to show the comparison sees a change on the GraphQL side. */
function edited(type: GraphQLObjectType, edit: (fields: ReturnType<GraphQLObjectType['toConfig']>['fields']) => void) {
  const config = type.toConfig();
  const fields = { ...config.fields };
  edit(fields);
  return new GraphQLObjectType({ ...config, fields });
}

describe.each([
  ['Shop', shopSchema],
  ['Campaign', campaignSchema],
  ['CartDraft', cartDraftSchema],
] as const)('the GraphQL %s type is the domain declaration', (name, declared) => {
  const type = objectType(name);

  it('has the same fields, each of the same kind and nullability', () => {
    expect(Object.keys(type.getFields()).sort()).toEqual(Object.keys(declared.shape).sort());
    expect(mismatches(type, declared)).toEqual([]);
  });

  it('fails when either side adds a field, renames one or makes one nullable', () => {
    expect(mismatches(type, declared.extend({ extra: z.string() }))).toEqual([`${name}.extra: only in the domain`]);
    expect(mismatches(edited(type, (f) => (f.extra = { type: GraphQLString })), declared)).toEqual([
      `${name}.extra: only in GraphQL`,
    ]);
    const renamed = edited(type, (f) => {
      f.renamed = f.id;
      delete f.id;
    });
    expect(mismatches(renamed, declared)).toEqual([`${name}.renamed: only in GraphQL`, `${name}.id: only in the domain`]);
    expect(mismatches(type, declared.extend({ id: z.string().nullable() }))).toEqual([
      `${name}.id: non-null in GraphQL, nullable in the domain`,
    ]);
    expect(mismatches(edited(type, (f) => (f.id = { type: GraphQLString })), declared)).toEqual([
      `${name}.id: nullable in GraphQL, non-null in the domain`,
    ]);
    expect(mismatches(edited(type, (f) => (f.id = { type: new GraphQLNonNull(GraphQLInt) })), declared)).toEqual([
      `${name}.id: Int in GraphQL, String in the domain`,
    ]);
    expect(mismatches(type, declared.extend({ id: z.number() }))).toEqual([`${name}.id: String in GraphQL, Float in the domain`]);
  });
});

describe('the GraphQL LiveCartHistory type is the domain declaration', () => {
  const type = objectType('LiveCartHistory');
  it('has the same fields, each of the same kind and nullability', () => {
    expect(mismatches(type, liveCartHistorySchema)).toEqual([]);
    expect(mismatches(type, liveCartHistorySchema.extend({ savedAt: z.string() }))).toEqual([
      'LiveCartHistory.savedAt: nullable in GraphQL, non-null in the domain',
    ]);
  });
});

describe('the kinds the comparison tells apart', () => {
  const shop = objectType('Shop');
  it('JSON is a structured value, a list an array of scalars, an object type a zod object', () => {
    expect(mismatches(shop, shopSchema.extend({ settings: z.string() }))).toEqual([
      'Shop.settings: structured in GraphQL, String in the domain',
    ]);
    expect(mismatches(shop, shopSchema.extend({ enabled_presentment_currencies: z.array(z.object({})) }))).toEqual([
      'Shop.enabled_presentment_currencies: list in GraphQL, structured in the domain',
    ]);
    expect(mismatches(shop, shopSchema.extend({ transactions: z.number() }))).toEqual([
      'Shop.transactions: Int in GraphQL, Float in the domain',
    ]);
    expect(mismatches(shop, shopSchema.extend({ discountSync: shopSchema.shape.discountSync.omit({ warning: true }) }))).toEqual([
      'Shop.discountSync.warning: only in GraphQL',
    ]);
    expect(
      mismatches(shop, shopSchema.extend({ discountSync: shopSchema.shape.discountSync.extend({ state: z.enum(['PENDING', 'SYNCED']) }) })),
    ).toEqual(['Shop.discountSync.state: enum(FAILED|PENDING|SYNCED) in GraphQL, enum(PENDING|SYNCED) in the domain']);
  });
});
