import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import ts from 'typescript';

// The admin's GraphQL documents read out of its sources (every template literal marked `/* GraphQL */`, with `${CONST}`
// pieces resolved through the file's consts and its relative imports): adminDocuments.test.ts validates them against
// the schema, adminAnswers.test.ts holds the types the endpoints declare for their answers to what they select.
export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const ADMIN_PACKAGES = ['shell', 'admin-kit', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))];
const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCT = /(\.test\.tsx?$|\/testing\/)/;

export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !NOT_PRODUCT.test(full) ? [full] : [];
  });
}

export type Template = ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;
const isTemplate = (node: ts.Node): node is Template =>
  ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

export interface ParsedFile {
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

export function parseFile(file: string): ParsedFile {
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

export function constText(file: ParsedFile, name: string, pieces: Set<Template>): string {
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

export interface AdminDocument {
  where: string;
  text: string;
  document: DocumentNode;
}

export function adminDocuments(): AdminDocument[] {
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

