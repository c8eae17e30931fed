/** textsFor before and after loadTexts, on a module registry without the test setup's preloaded languages. */
type I18n = typeof import('./i18n');

function freshI18n(): I18n {
  let mod: I18n | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<I18n>('./i18n');
  });
  return mod!;
}

describe('language texts', () => {
  it('answers English until a language is loaded, then that language, for a stored language or a theme locale', async () => {
    const i18n = freshI18n();
    expect(i18n.textsFor('french').checkout).toBe('Checkout');
    await i18n.loadTexts('fr-CA');
    expect(i18n.textsFor('french').addToCart).toBe('Ajouter au panier');
    expect(i18n.textsFor('fr').addToCart).toBe('Ajouter au panier');
    expect(i18n.textsFor('german').addToCart).toBe('Add to cart');
  });

  it('needs nothing for English or an unknown language', async () => {
    const i18n = freshI18n();
    expect(i18n.languageCode('english')).toBeNull();
    expect(i18n.languageCode('pt-BR')).toBeNull();
    await i18n.loadTexts('pt-BR');
    expect(i18n.textsFor('pt-BR').addToCart).toBe('Add to cart');
  });

  it("takes the shop's chosen language over the theme locale, and the locale when the shop keeps English", () => {
    const { drawerLanguage } = freshI18n();
    expect(drawerLanguage({ default_language: 'german' }, 'fr')).toBe('german');
    expect(drawerLanguage({ default_language: 'english' }, 'fr')).toBe('fr');
    expect(drawerLanguage(undefined, 'ar')).toBe('ar');
  });
});

describe('localize', () => {
  const { localize, textsFor } = freshI18n();
  const french = { ...textsFor('english'), announcement: 'Livraison offerte' };
  const english = textsFor('english').announcement;

  it("shows the shopper's language for the stored English default, typed plain or saved by the editor as a paragraph", () => {
    expect(localize(french)(english, 'announcement')).toBe('Livraison offerte');
    expect(localize(french)(`<p>${english}</p>`, 'announcement')).toBe('Livraison offerte');
    expect(localize(french)('', 'announcement')).toBe('Livraison offerte');
  });

  it("keeps the merchant's text when they wrote their own or formatted the default (a word made huge)", () => {
    const huge = english.replace('today!', '<span class="cartlift-text--huge">today!</span>');
    expect(huge).not.toBe(english);
    expect(localize(french)(`<p>${huge}</p>`, 'announcement')).toBe(`<p>${huge}</p>`);
    expect(localize(french)('<b>Free shipping</b> on all orders today!', 'announcement')).toContain('<b>');
    expect(localize(french)('Sale today', 'announcement')).toBe('Sale today');
  });
});
