import { frameScript } from './frameScript';

const ADMIN = 'http://admin.test';

/** Runs the selection script in this jsdom page (its own parent), with the admin's messages recorded. */
function startFrameScript() {
  const sent: unknown[] = [];
  jest.spyOn(window, 'postMessage').mockImplementation((m: unknown) => void sent.push(m));
  new Function(frameScript(ADMIN))();
  const tell = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: ADMIN, source: window }));
  return { sent, tell };
}

afterEach(() => jest.restoreAllMocks());

describe('frameScript', () => {
  it("names a product form's button by a selector that finds it, though the form's name=\"id\" input shadows form.id", () => {
    document.body.innerHTML =
      '<main id="MainContent"><ul><li><form class="quick-add"><input type="hidden" name="id" value="41"><button type="button" class="quick-add__button">Quick add</button></form></li>' +
      '<li><form class="quick-add"><input type="hidden" name="id" value="42"><button type="button" class="quick-add__button">Quick add</button></form></li></ul></main>';
    // Browsers expose a form's controls as its named properties, so form.id is the <input name="id">; jsdom does not.
    document.querySelectorAll('form').forEach((form) => Object.defineProperty(form, 'id', { get: () => form.elements.namedItem('id') }));
    const { sent, tell } = startFrameScript();
    expect(sent).toEqual([{ type: 'MANUAL_SETUP_READY' }]);
    tell({ type: 'VALUE_CHANGED', action: 'atc', links: [], atcs: [] });
    const second = document.querySelectorAll('button')[1];
    second.click();
    const message = sent[1] as { type: string; button: { button: string; id: { type: string; name: string; selector: string } } };
    expect(message.type).toBe('SELECT_ATC');
    expect(message.button.button).not.toContain('object');
    expect(Array.from(document.querySelectorAll(message.button.button))).toEqual([second]);
    expect(message.button.id).toMatchObject({ type: 'hidden', name: 'id' });
    expect((document.querySelector(message.button.id.selector) as HTMLInputElement).value).toBe('42');
    // The admin's answer outlines the selection.
    tell({ type: 'VALUE_CHANGED', action: 'atc', links: [], atcs: [message.button] });
    expect(second.classList.contains('cartlift-ms-selected')).toBe(true);
    expect(document.querySelectorAll('.cartlift-ms-selected')).toHaveLength(1);

    // Only the admin's origin steers the script: another origin's "stop selecting" is ignored, the admin's is not.
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'VALUE_CHANGED', action: null, links: [], atcs: [] }, origin: 'https://evil.test', source: window }));
    second.click();
    expect(sent).toHaveLength(3);
    tell({ type: 'VALUE_CHANGED', action: null, links: [], atcs: [] });
    second.click();
    expect(sent).toHaveLength(3);
  });
});
