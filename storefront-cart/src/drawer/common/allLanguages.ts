import { registerTexts } from './i18n';
import { texts as ar } from './languages/ar';
import { texts as de } from './languages/de';
import { texts as fr } from './languages/fr';

// Every language at once, for component tests (the admin preview fetches a language's chunk when a message names it).
registerTexts('fr', fr);
registerTexts('de', de);
registerTexts('ar', ar);
