/**
 * Flags the admin keeps in the browser, per shop (campaigns.md §2: the first-cart-turn-on flag "stored locally", the
 * welcome video's "local flag"). Shared by shell and remotes: the cart-setup remote sets first_cart_turn_on, the shell's
 * getting-started guide reads it.
 */
export type LocalFlag = 'first_cart_turn_on' | 'welcome_video_seen' | 'sidebar_collapsed';

/** Event the window receives when a local flag changes in this tab, so open screens can update. */
export const LOCAL_FLAG_EVENT = 'cartlift:local-flag';

function key(shop: string, flag: LocalFlag): string {
  return `cartlift:${flag}:${shop}`;
}

/** Reads a local flag; false when storage is unavailable (private mode, blocked cookies). */
export function readLocalFlag(shop: string, flag: LocalFlag): boolean {
  try {
    return window.localStorage.getItem(key(shop, flag)) === 'true';
  } catch {
    return false;
  }
}

/** Stores a local flag and tells the open screens. */
export function writeLocalFlag(shop: string, flag: LocalFlag, value: boolean): void {
  try {
    if (value) window.localStorage.setItem(key(shop, flag), 'true');
    else window.localStorage.removeItem(key(shop, flag));
  } catch {
    // Storage refused: the flag lives for this page view only, which is the best the browser allows.
  }
  window.dispatchEvent(new CustomEvent(LOCAL_FLAG_EVENT, { detail: { shop, flag, value } }));
}
