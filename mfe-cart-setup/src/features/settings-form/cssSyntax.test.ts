import { cssSyntaxError } from './cssSyntax';

describe('cssSyntaxError', () => {
  it('accepts valid CSS with comments, strings, at-rules and functions', () => {
    const css = `/* cart */\n#cartlift-root .cartlift-header { color: red; background: url("a;b.png"); }\n@media (max-width: 600px) {\n  .a { margin: calc(1px + 2px) }\n}\n.b::after { content: '}' }`;
    expect(cssSyntaxError(css)).toBeNull();
    expect(cssSyntaxError('')).toBeNull();
  });
  it.each([
    ['.a { color: red', 'Line 1: "{" is not closed'],
    ['.a { color: red; }\n}', 'Line 2: unexpected "}"'],
    ['.a {\n  color red;\n}', 'Line 2: expected "property: value" in "color red"'],
    ['.a { content: "x }', 'Line 1: string is not closed (missing ")'],
    ['/* open\n.a {}', 'Line 1: comment is not closed (missing "*/")'],
    ['.a { width: calc(1px + 2px; }', 'Line 1: "}" closes "(" opened on line 1'],
  ])('%j → %s', (css, message) => {
    expect(cssSyntaxError(css)?.message).toBe(message);
  });
});
