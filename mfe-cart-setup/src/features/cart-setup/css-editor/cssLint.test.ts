import { cssDiagnostics } from './cssLint';

describe('cssDiagnostics', () => {
  it('has nothing to mark in valid CSS', () => {
    expect(cssDiagnostics('#cartlift-root .cartlift-title {\n  letter-spacing: 3px;\n}')).toEqual([]);
    expect(cssDiagnostics('')).toEqual([]);
  });

  it('marks the whole line the syntax check names, with its message', () => {
    const css = '.a {\n  color: red;\n}\n.b {\n  color blue;\n}';
    const [d] = cssDiagnostics(css);
    expect(d).toMatchObject({ severity: 'error', message: 'Line 5: expected "property: value" in "color blue"' });
    expect(css.slice(d.from, d.to)).toBe('  color blue;');
  });

  it('marks the opening line of a block left open, and the first line when it is the only one', () => {
    const open = cssDiagnostics('.a { color: red; }\n.b {\n  color: blue;');
    expect(open).toHaveLength(1);
    expect('.a { color: red; }\n.b {\n  color: blue;'.slice(open[0].from, open[0].to)).toBe('.b {');
    const [stray] = cssDiagnostics('}');
    expect(stray).toMatchObject({ from: 0, to: 1, message: 'Line 1: unexpected "}"' });
  });

  it('marks the last line of an unclosed comment or string', () => {
    const css = '.a {\n  content: "open;\n}';
    const [d] = cssDiagnostics(css);
    expect(css.slice(d.from, d.to)).toBe('  content: "open;');
  });
});
