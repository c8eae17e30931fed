import { TOO_DEEP } from '@cartlift/domain';
import { GraphQLError, Source } from 'graphql';
import { MAX_DOCUMENT_DEPTH, parseWithinDepth } from './depth';

const nested = (levels: number): string => `{ f(a: ${'['.repeat(levels - 1)}1${']'.repeat(levels - 1)}) }`;

describe('parseWithinDepth', () => {
  it('parses a document nested up to the bound and refuses one level more before parsing, as BAD_USER_INPUT', () => {
    expect(parseWithinDepth(new Source(nested(MAX_DOCUMENT_DEPTH))).definitions).toHaveLength(1);
    let refused: unknown;
    try {
      parseWithinDepth(new Source(nested(MAX_DOCUMENT_DEPTH + 1)));
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(GraphQLError);
    expect(refused).toMatchObject({ message: TOO_DEEP, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts tokens, not characters: braces inside strings do not nest', () => {
    const doc = parseWithinDepth(new Source(`{ f(a: "${'{['.repeat(5000)}") }`));
    expect(doc.definitions).toHaveLength(1);
  });

  it('leaves text that does not lex to the parser, which reports the syntax error', () => {
    expect(() => parseWithinDepth(new Source('{ f(a: "unterminated) }'))).toThrow(/Unterminated string/);
  });
});
