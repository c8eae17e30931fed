import {
  buildSchema,
  GraphQLScalarType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValueNode,
  GraphQLObjectType,
} from 'graphql';
import { MAX_JSON_DEPTH } from '@cartlift/domain';
import { campaignResolvers } from './modules/campaigns/resolvers';
import { campaignTypeDefs } from './modules/campaigns/typeDefs';
import { draftResolvers } from './modules/drafts/resolvers';
import { draftTypeDefs } from './modules/drafts/typeDefs';
import { experimentResolvers } from './modules/experiments/resolvers';
import { experimentTypeDefs } from './modules/experiments/typeDefs';
import { experimentResultsResolvers } from './modules/experimentResults/resolvers';
import { experimentResultsTypeDefs } from './modules/experimentResults/typeDefs';
import { shopResolvers } from './modules/shop/resolvers';
import { shopTypeDefs } from './modules/shop/typeDefs';
import type { GraphqlContext } from './context';
import { jsonDepthError } from './depth';

const base = /* GraphQL */ `
  "Arbitrary JSON: campaign and settings documents, validated by @cartlift/domain rather than by GraphQL types."
  scalar JSON
  type Query
  type Mutation
`;

/**
 * A JSON value typed into the query text. Nesting is bounded like a JSON body's (MAX_JSON_DEPTH): the recursion stops
 * there, and the services' recursive helpers never see deeper input. Throwing a GraphQLError makes it a validation
 * error answered 400 with this message (graphql would otherwise prefix it with the whole printed value).
 */
function literal(node: ValueNode, depth = 0): unknown {
  if ((node.kind === Kind.LIST || node.kind === Kind.OBJECT) && depth >= MAX_JSON_DEPTH) throw jsonDepthError();
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, depth + 1));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, depth + 1)]));
    default:
      return undefined;
  }
}

const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (node) => literal(node),
});

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, Resolver>>;

/** Builds the admin schema from each module's type definitions and resolvers. */
export function buildAdminSchema(): GraphQLSchema {
  const schema = buildSchema(
    [base, campaignTypeDefs, shopTypeDefs, draftTypeDefs, experimentTypeDefs, experimentResultsTypeDefs].join('\n'),
  );
  Object.assign(schema.getType('JSON') as GraphQLScalarType, {
    serialize: JsonScalar.serialize,
    parseValue: JsonScalar.parseValue,
    parseLiteral: JsonScalar.parseLiteral,
  });
  const modules: ResolverMap[] = [
    campaignResolvers as ResolverMap,
    shopResolvers as ResolverMap,
    draftResolvers as ResolverMap,
    experimentResolvers as ResolverMap,
    experimentResultsResolvers as ResolverMap,
  ];
  for (const mod of modules) {
    for (const [typeName, fields] of Object.entries(mod)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      const defs = type.getFields();
      for (const [field, resolve] of Object.entries(fields)) {
        if (!defs[field]) throw new Error(`Resolver for unknown field ${typeName}.${field}`);
        defs[field].resolve = resolve as Resolver;
      }
    }
  }
  return schema;
}
