import type { CustomAtc, CustomLink } from '@cartlift/domain';

/** What the merchant is selecting in the frame: add-to-cart buttons or links that open the cart. */
export type ManualSetupAction = 'atc' | 'links';

/** cart-and-shop.md §7 parent → frame: the current action and both selections (the frame outlines them). */
export interface ValueChangedMessage {
  type: 'VALUE_CHANGED';
  action: ManualSetupAction | null;
  links: CustomLink[];
  atcs: CustomAtc[];
}

/** cart-and-shop.md §7 frame → parent: a link (or any element) clicked while choosing cart links. */
export interface SelectCartLinkMessage {
  type: 'SELECT_CART_LINK';
  selector: string;
}

/** cart-and-shop.md §7 frame → parent: a button clicked while choosing add-to-cart buttons. */
export interface SelectAtcMessage {
  type: 'SELECT_ATC';
  button: CustomAtc;
}

/** The frame's script has started and listens. */
export interface FrameReadyMessage {
  type: 'MANUAL_SETUP_READY';
}

/** Anything the frame may send. */
export type FrameMessage = SelectCartLinkMessage | SelectAtcMessage | FrameReadyMessage;

const isText = (v: unknown, max = 500): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** Checks a message from the frame: its shape only (the page checks it came from its own frame). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'MANUAL_SETUP_READY') return { type: 'MANUAL_SETUP_READY' };
  if (m.type === 'SELECT_CART_LINK' && isText(m.selector)) return { type: 'SELECT_CART_LINK', selector: m.selector };
  if (m.type === 'SELECT_ATC' && m.button && typeof m.button === 'object') {
    const b = m.button as Record<string, unknown>;
    const id = b.id as Record<string, unknown> | undefined;
    if (isText(b.button) && id && typeof id.type === 'string' && typeof id.name === 'string' && isText(id.selector)) {
      return {
        type: 'SELECT_ATC',
        button: { button: b.button, id: { type: id.type.slice(0, 100), name: id.name.slice(0, 200), selector: id.selector } },
      };
    }
  }
  return null;
}
