import { registerTexts } from './i18n';
import { texts as ar } from './languages/ar';
import { texts as de } from './languages/de';
import { texts as fr } from './languages/fr';

// Every language at once, for the admin preview (the merchant switches the shop language live and expects the
// preview to follow without a fetch) and for component tests.
registerTexts('fr', fr);
registerTexts('de', de);
registerTexts('ar', ar);
