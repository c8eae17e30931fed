import { CART_SETTINGS_SAVED_TOAST, ONLY_IMAGES_MESSAGE, defaultShopSettings } from '@cartlift/domain';
import { act, fireEvent, screen, waitFor, within as withinElement } from '@testing-library/react';
import { $getRoot, type LexicalEditor } from 'lexical';
import { renderRoute } from '../../../testing/renderRoute';
import { startTestGateway } from '../../../testing/testGateway';

// Lexical scrolls a moved caret into view by measuring a Range, which jsdom does not lay out.
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
});

const STORED = '<p>Your cart is <b><strong>empty</strong></b>, <span style="color: rgb(255, 0, 0);">for now</span></p>';

/** /settings with a stored empty-cart HTML and the announcement on (its text stored as plain text). */
async function open() {
  const gw = startTestGateway({
    settings: {
      empty_cart: STORED,
      announcement: { ...defaultShopSettings().announcement, isActive: true, text: 'Free shipping today' },
    },
  });
  renderRoute('/settings');
  await screen.findByText('Basic Cart Design');
  return gw;
}

/** The field's group: its label, the box (preview, then the editor) and its texts. */
function field(label: string): HTMLElement {
  const group = screen.getByText(label, { selector: 'span' }).closest<HTMLElement>('.Polaris-BlockStack');
  if (!group) throw new Error(`no field ${label}`);
  return group;
}

/** Reaches the field as a merchant does (focus), and waits for the lazily loaded editor; returns Lexical's instance. */
async function editorOf(label: string): Promise<{ editable: HTMLElement; editor: LexicalEditor }> {
  const preview = field(label).querySelector<HTMLElement>('[data-testid="rich-text-preview"]');
  if (preview) fireEvent.focus(preview);
  // The editor is a lazy chunk: loading Lexical's modules in jest took over the 5 s default once with the journeys
  // beside the unit tests (npm test, fresh clone); 20 s bounds a failure, it asserts no speed.
  const editable = await waitFor(
    () => {
      const el = field(label).querySelector<HTMLElement>('[data-testid="rich-text-editable"]');
      if (!el) throw new Error('editor not loaded');
      return el;
    },
    { timeout: 20_000 },
  );
  const editor = (editable as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!editor) throw new Error('no Lexical editor on the element');
  return { editable, editor };
}

const saveButton = () => screen.queryByRole('button', { name: 'Save' });

function chooseFile(label: string, name: string, type: string) {
  const input = field(label).querySelector<HTMLInputElement>('[data-testid="rich-text-image-input"]');
  if (!input) throw new Error('no image input');
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('RichTextField', () => {
  it('loads stored HTML and plain text unchanged: same text and formatting, nothing to save', async () => {
    await open();
    const { editable } = await editorOf('Empty cart text');
    await waitFor(() => expect(editable.textContent).toBe('Your cart is empty, for now'));
    expect(editable.querySelector('strong')?.textContent).toBe('empty');
    expect(editable.querySelector<HTMLElement>('[style*="color"]')?.style.color).toBe('rgb(255, 0, 0)');
    const announcement = await editorOf('Announcement text');
    await waitFor(() => expect(announcement.editable.textContent).toBe('Free shipping today'));
    expect(saveButton()).toBeNull();
  });

  it('the size menu sets small, large, normal and huge on the selection; huge is saved as the storefront class', async () => {
    const gw = await open();
    const { editor } = await editorOf('Empty cart text');
    await waitFor(() => expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('empty'));
    const { editable } = await editorOf('Empty cart text');
    const sized = () => editable.querySelector<HTMLElement>('span[style*="font-size"]');
    // Select "Your" (the first four characters) and walk it through the sizes; huge stays.
    for (const [size, font] of [['small', '0.8125em'], ['large', '1.25em'], ['normal', null], ['huge', '1.75em']]) {
      act(() => editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 4), { discrete: true }));
      fireEvent.change(within('Empty cart text').getByLabelText('Text size'), { target: { value: size } });
      await waitFor(() => expect(sized()?.style.fontSize ?? null).toBe(font));
      if (font) expect(sized()?.textContent).toBe('Your');
    }
    const expected =
      '<p><span class="cartlift-text--huge">Your</span> cart is <b><strong>empty</strong></b>, <span style="color: rgb(255, 0, 0);">for now</span></p>';
    await waitFor(() => expect(saveButton()).not.toBeNull());
    expect((within('Empty cart text').getByLabelText('Text size') as HTMLSelectElement).value).toBe('huge');
    fireEvent.click(saveButton()!);
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.empty_cart).toBe(expected);
  });

  it("refuses a file that is not an image with the spec's message, logs it and uploads nothing", async () => {
    const gw = await open();
    await editorOf('Empty cart text');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    chooseFile('Empty cart text', 'prices.pdf', 'application/pdf');
    expect(await within('Empty cart text').findByText(ONLY_IMAGES_MESSAGE)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('prices.pdf'));
    logged.mockRestore();
    expect(gw.callsOf('POST /uploadImage')).toHaveLength(0);
    expect(saveButton()).toBeNull();
  });

  it('uploads an image through POST /uploadImage and puts it in the text; Discard restores the stored text', async () => {
    const gw = await open();
    const { editable, editor } = await editorOf('Empty cart text');
    await waitFor(() => expect(editable.textContent).toContain('empty'));
    act(() => editor.update(() => $getRoot().selectEnd(), { discrete: true }));
    chooseFile('Empty cart text', 'badge.png', 'image/png');
    const img = await waitFor(() => {
      const el = editable.querySelector('img');
      if (!el) throw new Error('no image yet');
      return el;
    });
    expect(img.getAttribute('src')).toMatch(/^https:\/\/cdn\.test\/uploads\/\d+\.png$/);
    expect(img.getAttribute('alt')).toBe('badge');
    expect(gw.callsOf('POST /uploadImage')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(editable.querySelector('img')).toBeNull());
    expect(editable.textContent).toBe('Your cart is empty, for now');
    expect(saveButton()).toBeNull();
  });

  it('bold and a link from the toolbar (Enter applies the address) are saved as the markup the sanitiser keeps', async () => {
    const gw = await open();
    const { editor } = await editorOf('Empty cart text');
    await waitFor(() => expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toContain('empty'));
    act(() => editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 4), { discrete: true }));
    fireEvent.click(within('Empty cart text').getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(within('Empty cart text').getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within('Empty cart text').getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'https://shop.example/pages/returns' } });
    // Lexical commits the link in a microtask and its update listener then sets the form's value; inside an async act
    // React renders that value before Save is clicked (a plain submit let Save read the value before the link once,
    // under load in npm test).
    await act(async () => {
      fireEvent.submit(address.closest('form')!);
    });
    const { editable } = await editorOf('Empty cart text');
    await waitFor(() => expect(editable.querySelector('a')?.getAttribute('href')).toBe('https://shop.example/pages/returns'));
    expect(screen.queryByLabelText('Link address')).toBeNull();
    fireEvent.click(saveButton()!);
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.empty_cart).toBe(
      '<p><a href="https://shop.example/pages/returns" rel="noreferrer"><b><strong>Your</strong></b></a> cart is <b><strong>empty</strong></b>, <span style="color: rgb(255, 0, 0);">for now</span></p>',
    );
  });

  it('the toolbar is a labelled group of named buttons a keyboard reaches', async () => {
    await open();
    await editorOf('Empty cart text');
    const toolbar = within('Empty cart text').getByRole('toolbar', { name: 'Empty cart text' });
    const names = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Link', 'Bulleted list', 'Numbered list', 'Insert image']);
    for (const b of Array.from(toolbar.querySelectorAll('button'))) expect(b.tabIndex).toBe(0);
    expect(within('Empty cart text').getByRole('textbox', { name: 'Empty cart text' }).getAttribute('contenteditable')).toBe('true');
  });
});

/** Queries inside one field. */
const within = (label: string) => withinElement(field(label));
