import { CART_SETTINGS_SAVED_TOAST, OTHER_TEXT_MAX } from '@cartlift/domain';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../testing/renderRoute';
import { startTestGateway } from '../../../testing/testGateway';

const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Opens /settings and brings up the editor the way a keyboard user does: focusing the Custom CSS box. */
async function openEditor(): Promise<{ view: EditorView; content: HTMLElement }> {
  renderRoute('/settings');
  await screen.findByText('Basic Cart Design');
  expect(document.querySelector('.cm-editor')).toBeNull();
  fireEvent.focus(screen.getByTestId('css-preview'));
  const content = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.cm-content');
    if (!el) throw new Error('the editor has not loaded');
    return el;
  });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  return { view, content };
}

/** Replaces the editor's text as typing would: a user transaction through the view. */
function typeCss(view: EditorView, css: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: css }, userEvent: 'input.type' });
}

describe('Custom CSS code editor', () => {
  it('loads only when reached, is labelled, and marks a syntax error at its line while Save stays blocked', async () => {
    const gw = startTestGateway();
    const { view, content } = await openEditor();
    expect(content.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(content.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Custom CSS');
    expect(document.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length).toBeGreaterThan(0);
    typeCss(view, '.a {\n  color red;\n}');
    expect(await screen.findByText('Line 2: expected "property: value" in "color red"')).toBeTruthy();
    expect(content.getAttribute('aria-invalid')).toBe('true');
    // The lint gutter marks line 2 (the linter waits 250 ms after the last edit).
    await waitFor(() => expect(document.querySelector('.cm-lint-marker-error')).not.toBeNull());
    const marked = document.querySelector('.cm-lintRange-error');
    expect(marked?.closest('.cm-line')?.textContent).toBe('  color red;');
    expect(saveButton().hasAttribute('disabled') || saveButton().getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(saveButton());
    expect(gw.callsOf('SaveShopSettings')).toHaveLength(0);
  });

  it('saves the fixed CSS, and Discard puts the saved CSS back into the editor', async () => {
    const gw = startTestGateway();
    const { view } = await openEditor();
    typeCss(view, '.a {\n  color red;\n}');
    await screen.findByText('Line 2: expected "property: value" in "color red"');
    typeCss(view, '.a {\n  color: red;\n}');
    await waitFor(() => expect(screen.queryByText(/Line 2: expected/)).toBeNull());
    await waitFor(() => expect(document.querySelector('.cm-lint-marker-error')).toBeNull());
    fireEvent.click(saveButton());
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.custom_css).toBe('.a {\n  color: red;\n}');
    // The refetch after a save reloads the form; edit once it has landed.
    await waitFor(() => expect(gw.callsOf('SettingsShop').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    typeCss(view, '.b { color: blue; }');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe('.a {\n  color: red;\n}'));
  });

  it('refuses text past the cart-and-shop.md §5 limit', async () => {
    startTestGateway();
    const { view } = await openEditor();
    typeCss(view, 'x'.repeat(OTHER_TEXT_MAX.custom_css));
    expect(view.state.doc.length).toBe(OTHER_TEXT_MAX.custom_css);
    typeCss(view, 'x'.repeat(OTHER_TEXT_MAX.custom_css + 1));
    expect(view.state.doc.length).toBe(OTHER_TEXT_MAX.custom_css);
  });
});
