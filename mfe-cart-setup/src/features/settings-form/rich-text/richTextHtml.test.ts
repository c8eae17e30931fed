import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { ImageNode } from './ImageNode';
import { $loadRichText, $richTextHtml, IMPORT_SPANS } from './richTextHtml';

const editor = (): LexicalEditor =>
  createEditor({
    namespace: 'test',
    nodes: [ListNode, ListItemNode, LinkNode, ImageNode],
    html: { import: IMPORT_SPANS },
    onError: (e) => {
      throw e;
    },
  });

/** Stored HTML through the editor and out again, as a merchant's edit of another part of the text would write it. */
function roundTrip(html: string): string {
  const e = editor();
  e.update(() => $loadRichText(e, html), { discrete: true });
  return e.getEditorState().read(() => $richTextHtml(e));
}

describe('rich text HTML in and out of the editor', () => {
  it.each([
    '<p>Your cart is <b><strong>empty</strong></b></p>',
    '<p><span class="cartlift-text--small">s</span> normal <span class="cartlift-text--large">l</span> <span class="cartlift-text--huge">h</span></p>',
    '<p><i><em>it</em></i> <u>under</u> <a href="https://shop.example/p">link</a></p>',
    '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    '<p>Logo<img src="https://cdn.example/uploads/a.png" alt="a"></p>',
    '<p>Free <span style="color: rgb(255, 0, 0);">shipping</span> today</p>',
    '<p>{{amount_left}} &amp; more</p>',
  ])('keeps %s as it is', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('reads text without markup as one paragraph of that text, and an empty editor as nothing', () => {
    expect(roundTrip('Your cart is empty & sad')).toBe('<p>Your cart is empty &amp; sad</p>');
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p><br></p>')).toBe('');
  });

  it('writes a size as the storefront class, whatever the editor draws it with', () => {
    const e = editor();
    e.update(() => $loadRichText(e, '<p>big</p>'), { discrete: true });
    e.update(() => $getRoot().getAllTextNodes()[0].setStyle('font-size: 1.75em'), { discrete: true });
    expect(e.getEditorState().read(() => $richTextHtml(e))).toBe('<p><span class="cartlift-text--huge">big</span></p>');
  });
});
