import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import ts from 'typescript';
import { constText, parseFile, ROOT, ADMIN_PACKAGES, sourceFiles } from '../../test/helpers/adminDocuments';

/**
 * The answer type each admin GraphQL endpoint declares, held to the fields its document selects (issue 23): the
 * document is checked against the schema (adminDocuments.test.ts) and the view types are the domain's types or `Pick`s
 * of them, but nothing else ties a `Pick` to the selection. A field picked and not selected would be `undefined` at run
 * time under a type that says it is there (an optional one may be left out); one selected and not picked is sent for
 * nothing. The declared type is the
 * `transformResponse` parameter's annotation, or the endpoint's result type where there is no transform (RTK then keeps
 * the raw `data`). Objects are compared field by field down the selection; a field with no sub-selection is a leaf.
 */

interface Endpoint {
  where: string;
  operation: OperationDefinitionNode;
  /** The type the endpoint says `data` has. */
  declared: ts.Type;
}

const endpointFiles = ADMIN_PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src'))).filter((file) =>
  fs.readFileSync(file, 'utf8').includes('injectEndpoints('),
);

function program(): ts.Program {
  return ts.createProgram(endpointFiles, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    baseUrl: ROOT,
    // The packages' built declarations (tsc -b runs before the tests), as the remotes' own builds read them.
    paths: { '@cartlift/domain/*': ['domain/dist/types/*'] },
  });
}

/** The `document` identifier a `query: (…) => ({ document: X, … })` returns, if it does. */
function documentName(query: ts.Expression): string | null {
  if (!ts.isArrowFunction(query)) return null;
  let body: ts.Node = query.body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  if (!ts.isObjectLiteralExpression(body)) return null;
  const prop = body.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'document');
  if (!prop) return null;
  if (ts.isShorthandPropertyAssignment(prop)) return prop.name.text;
  return ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.initializer) ? prop.initializer.text : null;
}

/** The GraphQL endpoints of the api files in `prog`, each with the type `checker` reads for its answer. */
function endpoints(prog: ts.Program, checker: ts.TypeChecker): Endpoint[] {
  const found: Endpoint[] = [];
  for (const file of endpointFiles) {
    const source = prog.getSourceFile(file);
    if (!source) throw new Error(`${file}: not in the program`);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['query', 'mutation', 'infiniteQuery'].includes(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const props = new Map<string, ts.Expression>();
        for (const p of node.arguments[0].properties) {
          if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
        }
        const query = props.get('query');
        const name = query ? documentName(query) : null;
        if (name) {
          const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const operation = parse(constText(parseFile(file), name, new Set())).definitions.find(
            (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
          );
          if (!operation) throw new Error(`${where}: ${name} holds no operation`);
          const transform = props.get('transformResponse');
          const param = transform && ts.isArrowFunction(transform) ? transform.parameters[0] : undefined;
          const typeNode = param?.type ?? (transform ? undefined : node.typeArguments?.[0]);
          if (!typeNode) throw new Error(`${where}: the answer's type is not written where this test can read it`);
          found.push({ where, operation, declared: checker.getTypeFromTypeNode(typeNode) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Where `declared` and `selection` disagree, as readable lines (none when they agree). */
function mismatches(checker: ts.TypeChecker, declared: ts.Type, selection: SelectionSetNode, at: string): string[] {
  let type = checker.getNonNullableType(declared);
  const element = type.getNumberIndexType();
  if (element && checker.isArrayType(type)) type = checker.getNonNullableType(element);
  const selected = new Map<string, SelectionSetNode | undefined>();
  for (const s of selection.selections) {
    if (s.kind !== Kind.FIELD) return [`${at}: a fragment (this test reads fields only)`];
    selected.set((s.alias ?? s.name).value, s.selectionSet);
  }
  const props = new Map(checker.getPropertiesOfType(type).map((p) => [p.getName(), p]));
  const problems: string[] = [];
  // An optional property may be absent, so only a required one must be selected.
  for (const [name, prop] of props) {
    if (!selected.has(name) && !(prop.flags & ts.SymbolFlags.Optional)) problems.push(`${at}${name}: in the type, not selected`);
  }
  for (const [name, sub] of selected) {
    const prop = props.get(name);
    if (!prop) {
      problems.push(`${at}${name}: selected, not in the type`);
      continue;
    }
    if (sub) problems.push(...mismatches(checker, checker.getTypeOfSymbol(prop), sub, `${at}${name}.`));
  }
  return problems;
}

describe("the admin's GraphQL answer types against what their documents select", () => {
  // One program: the declared types are compared by the checker that read them.
  const prog = program();
  const checker = prog.getTypeChecker();
  const found = endpoints(prog, checker);

  it('reads every GraphQL endpoint of the admin', () => {
    expect(found.length).toBeGreaterThanOrEqual(30);
  });

  it.each(found.map((e) => [e.where, e] as const))('%s declares exactly what it selects', (_where, e) => {
    expect(mismatches(checker, e.declared, e.operation.selectionSet, '')).toEqual([]);
  });
});
