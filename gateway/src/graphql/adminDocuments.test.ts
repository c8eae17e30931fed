import { parse, validate } from 'graphql';
import { adminDocuments } from '../../test/helpers/adminDocuments';
import { buildAdminSchema } from './schema';

/**
 * Every GraphQL document the admin sends, checked against the gateway's real schema (issue 23). Each remote tests its
 * screens against its own fake gateway, so a field renamed here would pass every remote's tests and break in
 * production; this test reads the documents out of the admin's sources (every template literal marked
 * `/* GraphQL *\/`, with `${CONST}` pieces resolved through the file's consts and its relative imports) and validates
 * each operation. A marked string that is neither an operation nor a piece of one fails, so no document hides.
 */
describe("the admin's GraphQL documents against the gateway's schema", () => {
  const schema = buildAdminSchema();
  const documents = adminDocuments();

  it('finds every document the admin sends (19 when issue 23 was filed)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(19);
    expect(new Set(documents.map((d) => d.where.split(':')[0].split('/')[0]))).toEqual(
      new Set(['shell', 'mfe-analytics', 'mfe-billing', 'mfe-campaigns', 'mfe-cart-setup']),
    );
  });

  it.each(documents.map((d) => [d.where, d] as const))('%s is valid against the schema', (_where, { document }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });

  it('the check itself refuses a renamed field, a missing argument and an unknown operation', () => {
    const wrong = [
      'query Shop($id: String!) { shop(id: $id) { moneyFormat } }',
      'query { campaign { id } }',
      'mutation { renameCampaign(id: "1") { id } }',
    ];
    for (const text of wrong) expect(validate(schema, parse(text)).length).toBeGreaterThan(0);
  });
});
