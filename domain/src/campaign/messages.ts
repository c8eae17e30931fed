/**
 * Every campaign message string (campaigns.md §4, §5, §8, §9). The generic forms come from common/messages; the editor,
 * the gateway and the tests import these rather than retyping them.
 */
import { aIsRequired, NOT_VALID } from '../common';
import { MAX_GOALS, MAX_ONE_CHECK_PRODUCTS, PICKER_MAX_COLLECTIONS, PICKER_MAX_PRODUCTS } from './constants';

/** campaigns.md §9: refusing a fifth goal. */
export const ONLY_4_REWARDS = `Only ${MAX_GOALS} rewards are available`;
/** campaigns.md §5: suggestions on, custom recommendation, no products. */
export const SUGGESTED_PRODUCT_REQUIRED = aIsRequired('suggested product');
/** campaigns.md §5 save check: neither the progress bar nor suggestions is on. */
export const ENABLE_ATU_OR_SUGGESTIONS = 'Please enable add to unlock or products to suggest.';
/**
 * campaigns.md §5: goals must strictly increase; k is the 1-based number of the offending goal, n the previous goal's
 * value.
 */
export const spendGoalMustBeGreater = (n: number, k: number): string =>
  `Spend goal must be greater than ${n} on "Reward ${k}"`;
/** campaigns.md §5: a gift product not of type free_gift. */
export const SELECT_FREE_GIFT = 'Select products with type: free_gift';
/** campaigns.md §5: the same product picked twice for One Check Upsell. */
export const alreadySelected = (title: string): string => `"${title}" is already selected`;
/** campaigns.md §5 array rule for target.selected with specific products. */
export const PRODUCT_REQUIRED = aIsRequired('product');
/** The array rule for target.selected with specific collections (spec names only products; same rule). */
export const COLLECTION_REQUIRED = aIsRequired('collection');
/**
 * A gift goal without a gift (campaigns.md §4 "A gift goal requires a configured gift"; wording ours, array-rule form).
 */
export const GIFT_PRODUCT_REQUIRED = aIsRequired('gift product');
/** Ours: picker limits (the spec gives the numbers, not a message). */
export const TOO_MANY_PRODUCTS = `You can select up to ${PICKER_MAX_PRODUCTS} products`;
/** Ours: picker limit for collections. */
export const TOO_MANY_COLLECTIONS = `You can select up to ${PICKER_MAX_COLLECTIONS} collections`;
/** Ours, modelled on the goals message: refusing a fourth one-check product. */
export const ONLY_3_ONE_CHECK_PRODUCTS = `Only ${MAX_ONE_CHECK_PRODUCTS} products are available`;
/** Ours: campaigns.md §4 "Free shipping can be chosen only if no other goal uses it". */
export const FREE_SHIPPING_TAKEN = 'Free shipping is already used by another reward';
/** Ours: campaigns.md §4 "Goal 1 cannot be deleted". */
export const FIRST_GOAL_UNDELETABLE = 'The first reward cannot be deleted';
/** Ours: adding a currency that already has a specific goal. */
export const CURRENCY_ALREADY_SET = 'This currency already has its own goal';
/** Ours: a duplicated module in modules.order. */
export const MODULE_ORDER_INVALID = NOT_VALID;

/** Row warning titles and texts (campaigns.md §4). */
export const NOT_DELIVERING_TITLE = 'Not delivering';
export const NOT_DELIVERING_TEXT =
  'This campaign is not delivering due to the 16th May checkout upgrade. Please edit the campaign.';
export const OUT_OF_DATE_TITLE = 'Out of date';
export const OUT_OF_DATE_TEXT = 'This add to unlock version is out of date. Please make new campaign.';

/** Dashboard texts (campaigns.md §2, §8). */
export const EMPTY_CAMPAIGNS_TEXT = "You don't have any campaigns, Create you first campaign.";
export const CAMPAIGNS_HELP_LINK_TEXT = 'Need help setting up campaigns or want best practices? Click here';
export const DELETE_MODAL_TITLE = 'Deleting a campaign';
export const DELETE_MODAL_MESSAGE = 'Are you sure you want to delete this campaign';
export const TOAST_CAMPAIGN_UPDATED = 'Campaign has been updated';
export const TOAST_CAMPAIGN_REMOVED = 'Campaign has been removed';
export const TOAST_CAMPAIGN_SAVED = 'Campaign has been saved';
// Declared with the generic messages (a file admin-kit imports by path); the campaign screens' toasts use it too.
export { TOAST_SOMETHING_WENT_WRONG } from '../common/messages';
export const ERROR_PAGE_TEXT = 'Something went wrong.';
export const NO_PREVIEW_PRODUCTS = 'Sorry, there are no products to preview';
export const MULTI_CURRENCY_BANNER = 'You have multi-currency enabled in your store';
export const DRAFT_CHECKOUT_BANNER = 'Draft checkout is currently activated';
export const ATU_SITEWIDE_WARNING = 'Once activated the offer is SITEWIDE and all cart products count toward the goal.';
export const BUNDLES_SAME_PRODUCT_NOTICE =
  'Buy More Save More gives quantity discounts on the same exact product, not mixed with other products, and works with variants.';
/** Copy suffix for duplicated campaigns. */
export const COPY_SUFFIX = ' (copy)';

/** Reward labels set when a goal's reward type changes (campaigns.md §4). */
export const REWARD_LABEL_FREE_SHIPPING = 'Free Shipping';
export const REWARD_LABEL_FREE_GIFT = 'Free Gift';
/** Ours: the spec gives no label for manual (store credit) rewards. */
export const REWARD_LABEL_MANUAL = 'Store Credit';
/** "{n}% Off". */
export const percentOffLabel = (n: number): string => `${n}% Off`;
/** "{currency} {n} Off". */
export const amountOffLabel = (currency: string, n: number): string => `${currency} ${n} Off`;

/**
 * The spec keys module-text errors as settings.modules.*, but modules sit at the top of a campaign, so validation
 * reports them at the data path the editor binds (modules.*). This maps our path to the spec's name for anyone who
 * needs it.
 */
export const SPEC_ERROR_PATH_ALIASES: Readonly<Record<string, string>> = {
  'modules.random_text.text': 'settings.modules.random_text.text',
  'modules.order_note.text': 'settings.modules.order_note.text',
};
