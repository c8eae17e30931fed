import { JsonTooDeepError, MAX_JSON_DEPTH, TOO_DEEP } from '@cartlift/domain';
import { GraphQLError, Lexer, parse, Source, TokenKind, type DocumentNode } from 'graphql';

/**
 * How deep `{`/`[` may nest in a whole query text: a JSON literal's MAX_JSON_DEPTH plus room for selection sets and
 * argument objects. graphql's parser recurses per level, so a few thousand levels would overflow the stack before
 * any validation ran; the exact limit on JSON literals is the JSON scalar's (jsonDepthError).
 */
export const MAX_DOCUMENT_DEPTH = 2 * MAX_JSON_DEPTH;

/** The client's error for input nested too deeply: BAD_USER_INPUT with the same message a JSON body gets. */
export const jsonDepthError = (): GraphQLError =>
  new GraphQLError(TOO_DEEP, undefined, undefined, undefined, undefined, new JsonTooDeepError(), {
    code: 'BAD_USER_INPUT',
  });

/** True when the query text nests past max; counted on tokens, without recursion, so any text is safe to check. */
function nestsPast(source: Source, max: number): boolean {
  const lexer = new Lexer(source);
  let depth = 0;
  try {
    for (let t = lexer.advance(); t.kind !== TokenKind.EOF; t = lexer.advance()) {
      if (t.kind === TokenKind.BRACE_L || t.kind === TokenKind.BRACKET_L) depth++;
      else if (t.kind === TokenKind.BRACE_R || t.kind === TokenKind.BRACKET_R) depth--;
      if (depth > max) return true;
    }
  } catch {
    // Not lexable: parse reports the syntax error with its position.
  }
  return false;
}

/** graphql's parse behind the nesting check: express-graphql's customParseFn. */
export function parseWithinDepth(source: Source): DocumentNode {
  if (nestsPast(source, MAX_DOCUMENT_DEPTH)) throw jsonDepthError();
  return parse(source);
}
