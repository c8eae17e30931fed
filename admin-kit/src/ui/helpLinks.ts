/** One help resource: an FAQ answer or a best-practice video. */
export interface HelpLink {
  label: string;
  url: string;
}

/** FAQ entries of the help overlay; they open the in-app FAQ page at the answer. */
export const FAQ_LINKS: readonly HelpLink[] = [
  { label: 'How do I activate the cart on my theme?', url: '/faq#activate-cart' },
  { label: 'Why does my cart not show on the storefront?', url: '/faq#cart-not-showing' },
  { label: 'How do upsell campaigns decide what to offer?', url: '/faq#campaign-targeting' },
  { label: 'Does Cartlift work with multiple currencies?', url: '/faq#multi-currency' },
  { label: 'How are free gifts and discounts applied at checkout?', url: '/faq#checkout-rewards' },
];

/** Best-practice video guides (Cartlift's public channel). */
export const VIDEO_GUIDES: readonly HelpLink[] = [
  { label: 'Set up your cart in 5 minutes', url: 'https://www.youtube.com/@cartlift/cart-setup' },
  { label: 'Add To Unlock: goals that raise order value', url: 'https://www.youtube.com/@cartlift/add-to-unlock' },
  { label: 'Buy More Save More: tiers that convert', url: 'https://www.youtube.com/@cartlift/buy-more-save-more' },
  { label: 'One Check Upsell: shipping protection and gift wrap', url: 'https://www.youtube.com/@cartlift/one-check-upsell' },
];

/** The installation tutorial the Activate the cart modal links to. */
export const INSTALL_TUTORIAL_URL = 'https://www.youtube.com/@cartlift/activate-app-embed';
/** The welcome video shown on first login. */
export const WELCOME_VIDEO_URL = 'https://www.youtube.com/@cartlift/welcome';
