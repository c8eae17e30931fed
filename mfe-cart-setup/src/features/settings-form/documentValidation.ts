/**
 * The shop documents' domain validation (zod and the domain's schemas), a chunk of its own that useShopDocument loads
 * when the merchant first edits, so the Sticky cart and COD screens' first paint does without it.
 */
export { validateCodSettings, validateStickyCart } from '@cartlift/domain';
