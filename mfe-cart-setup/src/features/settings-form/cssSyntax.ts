/** A syntax problem in the merchant's custom CSS, at a 1-based line. */
export interface CssSyntaxError {
  line: number;
  message: string;
}

/**
 * A small CSS syntax check for the custom CSS editor: unclosed comments, strings, blocks and brackets, stray '}', and
 * declarations without a ':'. It does not know properties or values (the browser ignores what it does not know);
 * it catches the typos that make the browser drop the rest of a stylesheet. The first problem is reported.
 */
export function cssSyntaxError(css: string): CssSyntaxError | null {
  let line = 1;
  const stack: { char: string; line: number }[] = [];
  let declaration = '';
  let declarationLine = 1;
  const inBlock = () => stack.some((s) => s.char === '{');
  const checkDeclaration = (): CssSyntaxError | null => {
    const d = declaration.trim();
    declaration = '';
    // Inside a rule block, every declaration is "property: value"; nested rules (at-rules) start their own block.
    if (d && inBlock() && stack[stack.length - 1].char === '{' && !d.startsWith('@') && !d.includes(':')) {
      return { line: declarationLine, message: `Line ${declarationLine}: expected "property: value" in "${d.slice(0, 40)}"` };
    }
    return null;
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '\n') line++;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) return { line, message: `Line ${line}: comment is not closed (missing "*/")` };
      line += (css.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 1;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      if (css[j] !== c) return { line, message: `Line ${line}: string is not closed (missing ${c})` };
      declaration += css.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === '{' || c === '(' || c === '[') {
      if (c === '{') {
        declaration = '';
      } else declaration += c;
      stack.push({ char: c, line });
      continue;
    }
    if (c === '}' || c === ')' || c === ']') {
      const open = { '}': '{', ')': '(', ']': '[' }[c];
      const top = stack.pop();
      if (!top) return { line, message: `Line ${line}: unexpected "${c}"` };
      if (top.char !== open) return { line, message: `Line ${line}: "${c}" closes "${top.char}" opened on line ${top.line}` };
      if (c === '}') {
        const err = checkDeclaration();
        if (err) return err;
      } else declaration += c;
      continue;
    }
    if (c === ';' && !stack.some((s) => s.char === '(' || s.char === '[')) {
      const err = checkDeclaration();
      if (err) return err;
      continue;
    }
    if (!declaration.trim()) declarationLine = line;
    declaration += c;
  }
  const open = stack.pop();
  if (open) return { line: open.line, message: `Line ${open.line}: "${open.char}" is not closed` };
  return null;
}
