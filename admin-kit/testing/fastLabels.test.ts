import { labelsOf } from './fastLabels';

/** jsdom's own answer, as its `labels` computes it: every label of the root, in tree order, whose control is `el`. */
function jsdomLabels(el: HTMLElement): HTMLLabelElement[] {
  const root = el.getRootNode();
  const all = [...(root instanceof HTMLLabelElement ? [root] : []), ...(root as ParentNode).querySelectorAll('label')];
  return all.filter((label): label is HTMLLabelElement => label instanceof HTMLLabelElement && label.control === el);
}

/**
 * Where each label sits among the labels of the document (-1: elsewhere), so two answers compare by identity: jest's
 * toEqual would take two labels with the same markup for the same one.
 */
function places(labels: ArrayLike<Node> | null, root: Node = document): number[] {
  const all = [...(root instanceof HTMLLabelElement ? [root] : []), ...(root as ParentNode).querySelectorAll('label')];
  return Array.from(labels ?? [], (label) => all.indexOf(label as HTMLLabelElement));
}

/** Every labelable element of `root` (the root included), hidden inputs too. */
function controls(root: ParentNode & Node): HTMLElement[] {
  const selector = 'button, input, meter, output, progress, select, textarea';
  const self = root instanceof Element && root.matches(selector) ? [root as HTMLElement] : [];
  return [...self, ...root.querySelectorAll<HTMLElement>(selector)];
}

const SHAPES: Record<string, string> = {
  'for and id': '<label for="a">A</label><input id="a"><label for="a">A again</label>',
  'label before and after, and an ancestor': '<label for="b">B1</label><label><input id="b"> inner</label><label for="b">B2</label>',
  'ancestor with for points elsewhere': '<label for="c"><input id="d"><input id="c"></label>',
  'duplicate ids: the first in tree order wins': '<label for="e">E</label><div><input id="e" name="one"></div><input id="e" name="two">',
  'empty for names nothing': '<label for=""><input id=""></label><label>N <input></label>',
  'a hidden input is skipped, the next control named': '<label><input type="hidden" id="h"><select id="s"></select></label><label for="h">H</label>',
  'nested labels': '<label>Outer <label>Inner <textarea></textarea></label><button>b</button></label>',
  'every labelable kind': '<label>1 <button></button></label><label>2 <meter></meter></label><label>3 <output></output></label><label>4 <progress></progress></label>',
  'a label whose for names a non-labelable element': '<label for="p">P</label><p id="p"></p><input id="q"><label for="q">Q</label>',
};

describe('fast labels give the labels jsdom gives', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it.each(Object.entries(SHAPES))('%s', (_name, html) => {
    document.body.innerHTML = html;
    for (const el of controls(document.body)) {
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      expect(places(labelsOf(el, window))).toEqual(places(jsdomLabels(el)));
    }
    expect(controls(document.body).some((el) => jsdomLabels(el).length > 0)).toBe(true);
  });

  it('follows attribute changes and moves, with nothing cached', () => {
    document.body.innerHTML = '<label for="x">X</label><input id="x"><label>Wrap <span></span></label>';
    const input = document.querySelector('input')!;
    const [forLabel, wrap] = [...document.querySelectorAll('label')];
    expect(places(input.labels)).toEqual([0]);
    input.id = 'y';
    expect(places(input.labels)).toEqual([]);
    forLabel.htmlFor = 'y';
    expect(places(input.labels)).toEqual([0]);
    wrap.querySelector('span')!.append(input);
    expect(places(input.labels)).toEqual([0, 1]);
    expect([...input.labels!]).toEqual([forLabel, wrap]);
  });

  it('works in a detached tree and a shadow root', () => {
    const label = document.createElement('label');
    label.htmlFor = 'z';
    label.innerHTML = '<input id="z">';
    const detached = label.querySelector('input')!;
    expect(places(labelsOf(detached, window), label)).toEqual(places(jsdomLabels(detached), label));
    expect(labelsOf(detached, window)[0]).toBe(label);

    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label for="s">S</label><input id="s">';
    const inShadow = shadow.querySelector('input')!;
    expect(places(labelsOf(inShadow, window), shadow)).toEqual([0]);
    expect(places(jsdomLabels(inShadow), shadow)).toEqual([0]);
  });

  it('is what the admin test setup installs, and a hidden input still has none', () => {
    expect(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'labels')?.get?.name).toBe('fastLabels');
    document.body.innerHTML = '<label><input type="hidden"></label>';
    expect(document.querySelector('input')!.labels).toBeNull();
  });
});
