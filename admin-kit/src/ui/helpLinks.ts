/**
 * Every help and tutorial link of the admin, in one place: the FAQ sections the in-app links open, and the videos the
 * tutorial links play. Screens import from here (help overlay, installation modal, welcome video, campaign editor,
 * Integrations), so a video or an answer moves in one edit.
 */

/** One help resource: an FAQ answer or a video. */
export interface HelpLink {
  label: string;
  url: string;
}

/** The static FAQ page (cart-and-shop.md §2 /faq). */
export const FAQ_PATH = '/faq';

/**
 * The FAQ page's sections: the shell's /faq renders one per id, with that element id, and every in-app help anchor
 * names one of them (`faqUrl` accepts no other), so a "Learn more" cannot point at an answer that does not exist.
 */
export const FAQ_SECTION_IDS = [
  'activate-cart',
  'cart-not-showing',
  'campaign-targeting',
  'multi-currency',
  'checkout-rewards',
  'subscriptions',
  'cash-on-delivery',
  'pixel',
] as const;
export type FaqSectionId = (typeof FAQ_SECTION_IDS)[number];

/** The in-app URL of one FAQ answer. */
export const faqUrl = (id: FaqSectionId): string => `${FAQ_PATH}#${id}`;

/** The FAQ section id an in-app URL points at (`/faq#pixel` → `pixel`), or null for any other URL. */
export function faqSectionOf(url: string): string | null {
  const m = /^\/faq#([^?#]+)$/.exec(url);
  return m ? m[1] : null;
}

/** FAQ entries of the help overlay; they open the in-app FAQ page at the answer. */
export const FAQ_LINKS: readonly HelpLink[] = [
  { label: 'How do I activate the cart on my theme?', url: faqUrl('activate-cart') },
  { label: 'Why does my cart not show on the storefront?', url: faqUrl('cart-not-showing') },
  { label: 'How do upsell campaigns decide what to offer?', url: faqUrl('campaign-targeting') },
  { label: 'Does Cartlift work with multiple currencies?', url: faqUrl('multi-currency') },
  { label: 'How are free gifts and discounts applied at checkout?', url: faqUrl('checkout-rewards') },
];

/** A YouTube video's watch URL: the link opens that video, not the channel's page. */
export const youtubeWatchUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

/** The tutorials the admin links to, by what they teach. */
export type TutorialTopic = 'welcome' | 'installation' | 'cartSetup' | 'addToUnlock' | 'buyMoreSaveMore' | 'oneCheckUpsell';

/**
 * Configuration: the YouTube video id of each tutorial on Cartlift's channel (README "Help and tutorial links").
 * Deployment data, not code: replace an id when a video is re-published; the ids must be the channel's own uploads.
 */
export const TUTORIAL_VIDEO_IDS: Readonly<Record<TutorialTopic, string>> = {
  welcome: 'cLw3lcm0Wlk',
  installation: 'cLaEmb3dAct',
  cartSetup: 'cLcArtSet5m',
  addToUnlock: 'cLaDd2unLck',
  buyMoreSaveMore: 'cLbUymOr3sv',
  oneCheckUpsell: 'cL1cHkUpsll',
};

const TUTORIAL_LABELS: Readonly<Record<TutorialTopic, string>> = {
  welcome: 'Welcome to Cartlift',
  installation: 'Activate the Cartlift app embed on your theme',
  cartSetup: 'Set up your cart in 5 minutes',
  addToUnlock: 'Add To Unlock: goals that raise order value',
  buyMoreSaveMore: 'Buy More Save More: tiers that convert',
  oneCheckUpsell: 'One Check Upsell: shipping protection and gift wrap',
};

/** Each tutorial's label and video URL. */
export const TUTORIALS: Readonly<Record<TutorialTopic, HelpLink>> = Object.fromEntries(
  (Object.keys(TUTORIAL_VIDEO_IDS) as TutorialTopic[]).map((topic) => [
    topic,
    { label: TUTORIAL_LABELS[topic], url: youtubeWatchUrl(TUTORIAL_VIDEO_IDS[topic]) },
  ]),
) as Record<TutorialTopic, HelpLink>;

/** Best-practice video guides of the help overlay. */
export const VIDEO_GUIDES: readonly HelpLink[] = [TUTORIALS.cartSetup, TUTORIALS.addToUnlock, TUTORIALS.buyMoreSaveMore, TUTORIALS.oneCheckUpsell];

/** The installation tutorial the Activate the cart modal links to. */
export const INSTALL_TUTORIAL_URL = TUTORIALS.installation.url;
/** The welcome video shown on first login. */
export const WELCOME_VIDEO_URL = TUTORIALS.welcome.url;
