import { ONLY_IMAGES_MESSAGE, RICH_TEXT_SIZES } from '@cartlift/domain';
import { $isLinkNode, $toggleLink, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { Box, Button, InlineError, InlineStack, Select, Spinner, TextField } from '@shopify/polaris';
import {
  ImageIcon,
  LinkIcon,
  ListBulletedIcon,
  ListNumberedIcon,
  TextBoldIcon,
  TextItalicIcon,
  TextUnderlineIcon,
} from '@shopify/polaris-icons';
import {
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_HIGH,
  DROP_COMMAND,
  FORMAT_TEXT_COMMAND,
  PASTE_COMMAND,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadImageMutation } from '../settingsApi';
import { $createImageNode } from './ImageNode';
import { SIZE_FONT, sizeOfStyle, type RichTextSize } from './richTextHtml';
import { readAsDataUrl } from '../readAsDataUrl';

/** A link the sanitisers keep: http(s), mailto, tel, or a path on the store. */
export const isAllowedLink = (url: string): boolean => /^(https?:\/\/|mailto:|tel:|\/(?!\/))\S*$/i.test(url.trim());

const SIZE_LABEL: Record<RichTextSize, string> = { small: 'Small', normal: 'Normal', large: 'Large', huge: 'Huge' };
const SIZE_OPTIONS = RICH_TEXT_SIZES.map((size) => ({ label: SIZE_LABEL[size], value: size }));

interface Formats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  list: 'bullet' | 'number' | null;
  size: RichTextSize;
}
const NONE: Formats = { bold: false, italic: false, underline: false, link: false, list: null, size: 'normal' };

function $formats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NONE;
  const node = selection.anchor.getNode();
  const list = $findMatchingParent(node, $isListNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    link: Boolean($findMatchingParent(node, $isLinkNode)),
    list: list && $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    size: sizeOfStyle(`font-size: ${$getSelectionStyleValueForProperty(selection, 'font-size', '')}`),
  };
}

/**
 * Image upload into the editor through POST /uploadImage; anything but an image is refused before it is sent
 * (cart-and-shop.md §8).
 */
function useImageInsert() {
  const [editor] = useLexicalComposerContext();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [error, setError] = useState<string | null>(null);
  const insert = useCallback(
    async (file: File) => {
      setError(null);
      if (!file.type.startsWith('image/')) {
        // cart-and-shop.md §8: 'You could only upload images.' (logged).
        console.error(`Rich text upload refused, not an image: ${file.name} (${file.type || 'unknown type'})`);
        setError(ONLY_IMAGES_MESSAGE);
        return;
      }
      const r = await upload({ fileName: file.name, attachment: await readAsDataUrl(file) });
      if ('error' in r) {
        setError((r.error as { message?: string }).message ?? 'The image could not be uploaded');
        return;
      }
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.update(() => {
        if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
        $insertNodes([$createImageNode(r.data.public_url, alt)]);
      });
    },
    [editor, upload],
  );
  useEffect(() => {
    const first = (files: FileList | undefined | null): File | undefined => (files && files.length > 0 ? files[0] : undefined);
    const take = (event: Event, file: File | undefined): boolean => {
      if (!file) return false;
      event.preventDefault();
      void insert(file);
      return true;
    };
    return mergeRegister(
      editor.registerCommand(DROP_COMMAND, (e) => take(e, first(e.dataTransfer?.files)), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(
        PASTE_COMMAND,
        (e) => e instanceof ClipboardEvent && take(e, first(e.clipboardData?.files)),
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor, insert]);
  return { insert, isLoading, error };
}

/** Bold, italic, underline, link, lists, size and image, for keyboard and pointer alike (a labelled toolbar of buttons). */
export function RichTextToolbar({ labelId }: { labelId: string }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(NONE);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const file = useRef<HTMLInputElement>(null);
  const image = useImageInsert();

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setFormats(editorState.read($formats))),
    [editor],
  );

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const list = (type: 'bullet' | 'number') =>
    formats.list === type
      ? editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
      : editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  const setSize = (size: RichTextSize) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $patchStyleText(selection, { 'font-size': size === 'normal' ? null : SIZE_FONT[size] });
    });
  // The words to link, kept while the merchant types the address (focus is in the address field meanwhile).
  const linkTarget = useRef<BaseSelection | null>(null);
  const openLink = () => {
    linkTarget.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  };
  const applyLink = () => {
    if (!isAllowedLink(url)) return;
    editor.update(() => {
      if (linkTarget.current) $setSelection(linkTarget.current.clone());
      $toggleLink(url.trim());
    });
    setLinkOpen(false);
    editor.focus();
  };
  const tool = (label: string, icon: typeof TextBoldIcon, pressed: boolean, onClick: () => void) => (
    <Button icon={icon} accessibilityLabel={label} pressed={pressed} variant="tertiary" size="slim" onClick={onClick} />
  );

  return (
    <Box borderBlockEndWidth="025" borderColor="border" padding="100">
      <div role="toolbar" aria-labelledby={labelId}>
        <InlineStack gap="100" blockAlign="center" wrap>
          {tool('Bold', TextBoldIcon, formats.bold, () => format('bold'))}
          {tool('Italic', TextItalicIcon, formats.italic, () => format('italic'))}
          {tool('Underline', TextUnderlineIcon, formats.underline, () => format('underline'))}
          {tool('Link', LinkIcon, formats.link, () =>
            formats.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : linkOpen ? setLinkOpen(false) : openLink(),
          )}
          {tool('Bulleted list', ListBulletedIcon, formats.list === 'bullet', () => list('bullet'))}
          {tool('Numbered list', ListNumberedIcon, formats.list === 'number', () => list('number'))}
          <Select label="Text size" labelInline options={SIZE_OPTIONS} value={formats.size} onChange={(v) => setSize(v as RichTextSize)} />
          {tool('Insert image', ImageIcon, false, () => file.current?.click())}
          {image.isLoading && <Spinner size="small" accessibilityLabel="Uploading image" />}
          <input
            ref={file}
            type="file"
            accept="image/*"
            hidden
            data-testid="rich-text-image-input"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void image.insert(chosen);
            }}
          />
        </InlineStack>
      </div>
      {linkOpen && (
        // Under the toolbar rather than in a popover: Enter applies, Escape closes, and focus stays in the field.
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setLinkOpen(false);
              editor.focus();
            }
          }}
        >
          <Box paddingBlockStart="100">
            <TextField
              label="Link address"
              autoComplete="url"
              value={url}
              onChange={setUrl}
              autoFocus
              error={isAllowedLink(url) || url === 'https://' ? undefined : 'Use an http(s), mailto: or tel: address'}
              connectedRight={<Button submit>Apply</Button>}
            />
          </Box>
        </form>
      )}
      {image.error && <InlineError message={image.error} fieldID={`${labelId}Upload`} />}
    </Box>
  );
}
