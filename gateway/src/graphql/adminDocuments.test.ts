import fs from 'node:fs';
import path from 'node:path';
import { parse, validate, type DocumentNode } from 'graphql';
import ts from 'typescript';
import { buildAdminSchema } from './schema';

/**
 * Every GraphQL document the admin sends, checked against the gateway's real schema (issue 23). Each remote tests its
 * screens against its own fake gateway, so a field renamed here would pass every remote's tests and break in
 * production; this test reads the documents out of the admin's sources (every template literal marked
 * `/* GraphQL *\/`, with `${CONST}` pieces resolved through the file's consts and its relative imports) and validates
 * each operation. A marked string that is neither an operation nor a piece of one fails, so no document hides.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const ADMIN_PACKAGES = ['shell', 'admin-kit', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))];
const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCT = /(\.test\.tsx?$|\/testing\/)/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !NOT_PRODUCT.test(full) ? [full] : [];
  });
}

type Template = ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;
const isTemplate = (node: ts.Node): node is Template =>
  ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

interface ParsedFile {
  file: string;
  source: ts.SourceFile;
  /** Templates marked `/* GraphQL *\/`. */
  marked: Template[];
  /** const name → its initializer, for resolving `${NAME}`. */
  consts: Map<string, ts.Expression>;
  /** imported name → the file it comes from (relative imports only). */
  imports: Map<string, string>;
}

const parsedFiles = new Map<string, ParsedFile>();

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? null;
}

function parseFile(file: string): ParsedFile {
  const cached = parsedFiles.get(file);
  if (cached) return cached;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const parsed: ParsedFile = { file, source, marked: [], consts: new Map(), imports: new Map() };
  const visit = (node: ts.Node): void => {
    if (isTemplate(node)) {
      // After `=` or `:` on the same line, TypeScript counts the marker as the previous token's trailing comment.
      const comments = [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])];
      if (comments.some((c) => /^\/\*\s*GraphQL\s*\*\/$/.test(text.slice(c.pos, c.end)))) parsed.marked.push(node);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      parsed.consts.set(node.name.text, node.initializer);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('.')) {
      const target = resolveModule(file, node.moduleSpecifier.text);
      const named = node.importClause?.namedBindings;
      if (target && named && ts.isNamedImports(named)) {
        for (const el of named.elements) parsed.imports.set(el.name.text, target);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsedFiles.set(file, parsed);
  return parsed;
}

/** The text of a template, its `${NAME}` pieces replaced by the strings they name (in this file or an import). */
function templateText(file: ParsedFile, template: Template, pieces: Set<Template>): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  let text = template.head.text;
  for (const span of template.templateSpans) {
    if (!ts.isIdentifier(span.expression)) throw new Error(`${file.file}: a GraphQL document interpolates ${span.expression.getText()}`);
    text += constText(file, span.expression.text, pieces) + span.literal.text;
  }
  return text;
}

function constText(file: ParsedFile, name: string, pieces: Set<Template>): string {
  const local = file.consts.get(name);
  if (local && isTemplate(local)) {
    pieces.add(local);
    return templateText(file, local, pieces);
  }
  if (local && ts.isStringLiteral(local)) return local.text;
  const from = file.imports.get(name);
  if (from) return constText(parseFile(from), name, pieces);
  throw new Error(`${file.file}: cannot resolve \${${name}} in a GraphQL document`);
}

interface AdminDocument {
  where: string;
  text: string;
  document: DocumentNode;
}

function adminDocuments(): AdminDocument[] {
  const files = ADMIN_PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src'))).map(parseFile);
  const pieces = new Set<Template>();
  const texts = files.flatMap((file) =>
    file.marked.map((template) => ({ file, template, text: templateText(file, template, pieces) })),
  );
  const operations: AdminDocument[] = [];
  for (const { file, template, text } of texts) {
    const where = `${path.relative(ROOT, file.file)}:${file.source.getLineAndCharacterOfPosition(template.getStart()).line + 1}`;
    let document: DocumentNode | null = null;
    try {
      document = parse(text);
    } catch {
      document = null;
    }
    if (document) operations.push({ where, text, document });
    else if (!pieces.has(template)) throw new Error(`${where}: marked GraphQL but neither an operation nor a piece of one`);
  }
  return operations;
}

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
