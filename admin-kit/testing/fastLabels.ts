/**
 * A faster `labels` for jsdom's form controls, with the same answer.
 *
 * jsdom answers `input.labels` by walking every node of the document and asking each `<label for>` for its control,
 * which walks the document again to find the id: nodes × labels steps per control. Testing Library's `*ByLabelText`
 * (and the accessible-name code of `*ByRole`) reads `labels` of every element on each try, so one query on a Polaris
 * settings page cost a second of CPU and the remotes' page tests spent most of their time there. The HTML rule
 * (https://html.spec.whatwg.org/multipage/forms.html#the-label-element) only lets two kinds of label name a control:
 * a `<label for>` whose value is the control's id, and an ancestor `<label>` without `for`. This getter asks only
 * those, through jsdom's own `control`, and returns them in tree order as jsdom does.
 *
 * It returns an array where jsdom returns a live NodeList: the callers (Testing Library, dom-accessibility-api) read
 * `length`, indexes and iteration only.
 */

/** The form-control interfaces that have `labels` (HTML's labelable elements). */
const LABELABLE = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

/** Labels that name `control`, in tree order (the rule above), from the root `control` is in. */
export function labelsOf(control: HTMLElement, win: Window & typeof globalThis): HTMLLabelElement[] {
  const isLabel = (node: Node): node is HTMLLabelElement => node instanceof win.HTMLLabelElement;
  const found: HTMLLabelElement[] = [];
  for (let node = control.parentNode; node; node = node.parentNode) {
    if (isLabel(node) && !node.hasAttribute('for') && node.control === control) found.push(node);
  }
  const id = control.getAttribute('id');
  if (id) {
    const root = control.getRootNode();
    const candidates: Node[] = isLabel(root) ? [root] : [];
    if ('querySelectorAll' in root) candidates.push(...(root as ParentNode).querySelectorAll('label[for]'));
    for (const label of candidates) {
      if (isLabel(label) && label.getAttribute('for') === id && label.control === control) found.push(label);
    }
  }
  // Ancestors come first in tree order; a `for` label may sit before or after them.
  return found.sort((a, b) => (a.compareDocumentPosition(b) & win.Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Replaces jsdom's `labels` getter of every labelable interface of `win` (once; a second call changes nothing). */
export function installFastLabels(win: Window & typeof globalThis): void {
  for (const name of LABELABLE) {
    const proto = (win[name] as { prototype: HTMLElement } | undefined)?.prototype;
    const jsdom = proto && Object.getOwnPropertyDescriptor(proto, 'labels');
    if (!proto || !jsdom?.get || jsdom.get.name === 'fastLabels') continue;
    const jsdomGet = jsdom.get;
    Object.defineProperty(proto, 'labels', {
      ...jsdom,
      get: function fastLabels(this: HTMLElement) {
        // A hidden input is not labelable: jsdom's null, without a walk.
        if (this instanceof win.HTMLInputElement && this.type === 'hidden') return jsdomGet.call(this);
        return labelsOf(this, win);
      },
    });
  }
}
