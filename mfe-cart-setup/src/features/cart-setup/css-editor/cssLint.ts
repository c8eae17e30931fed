import type { Diagnostic } from '@codemirror/lint';
import { cssSyntaxError } from '../../settings-form/cssSyntax';

/**
 * The custom CSS syntax check (the same one that blocks Save) as editor diagnostics: the whole line of the problem, so
 * the lint gutter marks it and the line is underlined. A type-only import: this stays out of the first load.
 */
export function cssDiagnostics(css: string): Diagnostic[] {
  const problem = cssSyntaxError(css);
  if (!problem) return [];
  const lines = css.split('\n');
  const index = Math.min(Math.max(problem.line, 1), lines.length) - 1;
  const from = lines.slice(0, index).reduce((offset, text) => offset + text.length + 1, 0);
  return [{ from, to: from + lines[index].length, severity: 'error', source: 'CSS syntax', message: problem.message }];
}
