/** What every settings screen's leave-page modal says while its edits are unsaved (edits are local until Save: cart-and-shop.md §4). */
export const SETTINGS_LEAVE_WARNING = 'Your changes are not saved. Leaving this page discards them.';
