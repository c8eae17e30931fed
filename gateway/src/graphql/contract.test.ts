import {
  campaignPageSchema,
  campaignSchema,
  campaignSummarySchema,
  cartDraftSchema,
  discountSyncSchema,
  experimentArmResultsSchema,
  experimentDayResultsSchema,
  experimentResultsSchema,
  experimentWithResultsSchema,
  liveCartHistorySchema,
  removedCampaignSchema,
  shopSchema,
} from '@cartlift/domain';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  buildSchema,
  extendSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import { buildAdminSchema } from './schema';

/**
 * Every object type of the admin's GraphQL (the real schema, buildAdminSchema) against the domain's declaration of it
 * (domain/src/api/shop.ts, campaign.ts, cartDrafts.ts, experiments.ts), which the gateway's services return and the
 * admin's views pick from (issue 23); the types not compared are listed with the reason, and a new object type that is
 * neither fails. Field by field: the same names; the same nullability (a zod `.nullable()` or `.optional()` field is a
 * nullable GraphQL field, anything else `!`); the same kind: String/ID a zod string, Int an integer, Float a number,
 * Boolean a boolean, a GraphQL enum a zod enum of the same values, a list a zod array (its items compared alike), an
 * object type a zod object (compared alike), and `JSON` a structured zod value (an object, record, union, or array of
 * those), never a scalar or an array of scalars (those have GraphQL types of their own).
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

const nonNull = (t: GraphQLOutputType): GraphQLOutputType => (isNonNullType(t) ? t.ofType : t);

function fieldMismatches(gql: GraphQLOutputType, zod: ZodSchema, at: string): string[] {
  const { inner, nullable } = unwrapZod(zod);
  const gqlNullable = !isNonNullType(gql);
  const t = nonNull(gql);
  const out: string[] = [];
  if (gqlNullable !== nullable)
    out.push(`${at}: ${gqlNullable ? 'nullable' : 'non-null'} in GraphQL, ${nullable ? 'nullable' : 'non-null'} in the domain`);
  const [g, d] = [graphqlKind(t), zodKind(inner)];
  if (g === 'object' && inner instanceof z.ZodObject && isObjectType(t)) return [...out, ...mismatches(t, inner, at)];
  // A list of object types is a zod array of objects, which would read as JSON's kind: its items are compared instead.
  if (isListType(t) && isObjectType(nonNull(t.ofType)) && inner instanceof z.ZodArray)
    return [...out, ...fieldMismatches(t.ofType, inner.element as ZodSchema, `${at}[]`)];
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

/**
 * Each object type of the admin schema and the domain schema it is held to. Types reached through a field of another
 * (DiscountSync, ExperimentResults, ExperimentArm, ExperimentDay) are compared there too; they are named here so that
 * the check below sees them covered.
 */
const COMPARED: Record<string, z.ZodObject> = {
  Shop: shopSchema,
  DiscountSync: discountSyncSchema,
  Campaign: campaignSchema,
  CampaignPage: campaignPageSchema,
  CampaignSummary: campaignSummarySchema,
  RemovedCampaign: removedCampaignSchema,
  CartDraft: cartDraftSchema,
  LiveCartHistory: liveCartHistorySchema,
  Experiment: experimentWithResultsSchema,
  ExperimentResults: experimentResultsSchema,
  ExperimentArm: experimentArmResultsSchema,
  ExperimentDay: experimentDayResultsSchema,
};

/** Object types of the admin schema held to no domain schema, and why. */
const NOT_COMPARED: Record<string, string> = {
  Query: 'the root query type: its fields are operations, and their answers are the types compared',
  Mutation: 'the root mutation type: its fields are operations, and their answers are the types compared',
};

/** The object types of a schema that are neither compared nor listed, and the names listed that it does not have. */
export function uncovered(of: GraphQLSchema): { neither: string[]; stale: string[] } {
  const names = Object.values(of.getTypeMap())
    .filter((t) => isObjectType(t) && !t.name.startsWith('__'))
    .map((t) => t.name);
  const listed = [...Object.keys(COMPARED), ...Object.keys(NOT_COMPARED)];
  return {
    neither: names.filter((n) => !listed.includes(n)).sort(),
    stale: listed.filter((n) => !names.includes(n)).sort(),
  };
}

describe('every object type of the admin schema', () => {
  it('is compared with a domain schema or listed with the reason it is not', () => {
    expect(uncovered(schema)).toEqual({ neither: [], stale: [] });
    expect(Object.keys(COMPARED).filter((n) => n in NOT_COMPARED)).toEqual([]);
  });

  it('fails when a new object type is neither, or a listed one is gone', () => {
    const extended = extendSchema(schema, parse('type CampaignWarning { message: String! } extend type Query { w: CampaignWarning }'));
    expect(uncovered(extended)).toEqual({ neither: ['CampaignWarning'], stale: [] });
    const shopOnly = buildSchema('type Query { shop: Shop } type Shop { id: ID! }');
    expect(uncovered(shopOnly).neither).toEqual([]);
    expect(uncovered(shopOnly).stale).toContain('RemovedCampaign');
    expect(uncovered(shopOnly).stale).not.toContain('Shop');
  });
});

describe.each(Object.entries(COMPARED))('the GraphQL %s type is the domain declaration', (name, declared) => {
  it('has the same fields, each of the same kind and nullability', () => {
    const type = objectType(name);
    expect(Object.keys(type.getFields()).sort()).toEqual(Object.keys(declared.shape).sort());
    expect(mismatches(type, declared)).toEqual([]);
  });
});

describe.each([
  ['Shop', shopSchema],
  ['Campaign', campaignSchema],
  ['CartDraft', cartDraftSchema],
  ['Experiment', experimentWithResultsSchema],
  ['RemovedCampaign', removedCampaignSchema],
] as const)('the comparison of the GraphQL %s type', (name, declared) => {
  const type = objectType(name);

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

  it('a GraphQL enum is a zod enum of the same values; a list of object types is compared item by item', () => {
    const experiment = objectType('Experiment');
    const statusAsString = edited(experiment, (f) => (f.status = { type: new GraphQLNonNull(GraphQLString) }));
    expect(mismatches(statusAsString, experimentWithResultsSchema)).toEqual([
      'Experiment.status: String in GraphQL, enum(draft|promoted|running|stopped) in the domain',
    ]);
    expect(mismatches(experiment, experimentWithResultsSchema.extend({ goal: z.enum(['conversion_rate']) }))).toEqual([
      'Experiment.goal: enum(conversion_rate|revenue_per_visitor) in GraphQL, enum(conversion_rate) in the domain',
    ]);
    const daily = z.array(experimentDayResultsSchema.omit({ orders: true }));
    expect(
      mismatches(experiment, experimentWithResultsSchema.extend({ results: experimentResultsSchema.extend({ daily }) })),
    ).toEqual(['Experiment.results.daily[].orders: only in GraphQL']);
    expect(mismatches(objectType('CampaignPage'), campaignPageSchema.extend({ campaigns: z.array(z.string()) }))).toEqual([
      'CampaignPage.campaigns[]: object in GraphQL, String in the domain',
    ]);
  });
});
