/** The widget's own texts in the shop's four languages (cart-and-shop.md §3 default_language). */
const en = {
  addToCart: 'Add to cart',
  title: 'My Cart',
  close: 'Close cart',
  back: 'Back',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  remove: 'Remove',
  soldOut: 'Sold out',
  invalidQuantity: 'Please enter a valid quantity',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  savings: 'Savings',
  loading: 'Loading...',
  note: 'Add a note to your order',
  terms: 'I agree with the terms and conditions',
  oneTime: 'One-time purchase',
  upgrading: 'Upgrading...',
  downgrading: 'Updating...',
  add: 'Add',
  confirm: 'Confirm',
  chooseOptions: 'Choose options',
  youMayLike: 'Frequently bought together',
  readMore: 'Read more',
  updated: 'Cart updated',
  failedVariant: 'Failed to update variant',
  freeGift: 'Free gift',
  itemCount: '{n} items',
  bundleOffer: 'Add {n} more to save {reward}',
};
export type Texts = typeof en;

const fr: Texts = {
  addToCart: 'Ajouter au panier',
  title: 'Mon panier',
  close: 'Fermer le panier',
  back: 'Retour',
  empty: 'Votre panier est vide',
  continueShopping: 'Continuer mes achats',
  remove: 'Supprimer',
  soldOut: 'Épuisé',
  invalidQuantity: 'Veuillez saisir une quantité valide',
  quantity: 'Quantité',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
  checkout: 'Paiement',
  subtotal: 'Sous-total',
  savings: 'Économies',
  loading: 'Chargement...',
  note: 'Ajouter une note à votre commande',
  terms: "J'accepte les conditions générales",
  oneTime: 'Achat unique',
  upgrading: 'Mise à niveau...',
  downgrading: 'Rétrogradation...',
  add: 'Ajouter',
  confirm: 'Confirmer',
  chooseOptions: 'Choisir les options',
  youMayLike: 'Souvent achetés ensemble',
  readMore: 'Lire la suite',
  updated: 'Panier mis à jour',
  failedVariant: 'Échec de la mise à jour de la variante',
  freeGift: 'Cadeau offert',
  itemCount: '{n} articles',
  bundleOffer: 'Ajoutez-en {n} de plus pour économiser {reward}',
};

const de: Texts = {
  addToCart: 'In den Warenkorb',
  title: 'Mein Warenkorb',
  close: 'Warenkorb schließen',
  back: 'Zurück',
  empty: 'Dein Warenkorb ist leer',
  continueShopping: 'Weiter einkaufen',
  remove: 'Entfernen',
  soldOut: 'Ausverkauft',
  invalidQuantity: 'Bitte gib eine gültige Menge ein',
  quantity: 'Menge',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  checkout: 'Zur Kasse',
  subtotal: 'Zwischensumme',
  savings: 'Ersparnis',
  loading: 'Wird geladen...',
  note: 'Notiz zur Bestellung hinzufügen',
  terms: 'Ich stimme den AGB zu',
  oneTime: 'Einmalkauf',
  upgrading: 'Wird umgestellt...',
  downgrading: 'Wird zurückgestellt...',
  add: 'Hinzufügen',
  confirm: 'Bestätigen',
  chooseOptions: 'Optionen wählen',
  youMayLike: 'Wird oft zusammen gekauft',
  readMore: 'Weiterlesen',
  updated: 'Warenkorb aktualisiert',
  failedVariant: 'Variante konnte nicht geändert werden',
  freeGift: 'Gratisgeschenk',
  itemCount: '{n} Artikel',
  bundleOffer: 'Noch {n} hinzufügen und {reward} sparen',
};

const ar: Texts = {
  addToCart: 'أضف إلى السلة',
  title: 'سلة التسوق',
  close: 'إغلاق السلة',
  back: 'رجوع',
  empty: 'سلة التسوق فارغة',
  continueShopping: 'متابعة التسوق',
  remove: 'إزالة',
  soldOut: 'نفدت الكمية',
  invalidQuantity: 'يرجى إدخال كمية صحيحة',
  quantity: 'الكمية',
  decrease: 'إنقاص الكمية',
  increase: 'زيادة الكمية',
  checkout: 'الدفع',
  subtotal: 'المجموع الفرعي',
  savings: 'التوفير',
  loading: 'جار التحميل...',
  note: 'أضف ملاحظة إلى طلبك',
  terms: 'أوافق على الشروط والأحكام',
  oneTime: 'شراء لمرة واحدة',
  upgrading: 'جار الترقية...',
  downgrading: 'جار التخفيض...',
  add: 'إضافة',
  confirm: 'تأكيد',
  chooseOptions: 'اختر الخيارات',
  youMayLike: 'يُشترى معًا غالبًا',
  readMore: 'اقرأ المزيد',
  updated: 'تم تحديث السلة',
  failedVariant: 'فشل تحديث الخيار',
  freeGift: 'هدية مجانية',
  itemCount: '{n} منتجات',
  bundleOffer: 'أضف {n} أخرى لتوفير {reward}',
};

const BY_LANGUAGE: Record<string, Texts> = { english: en, french: fr, german: de, arabic: ar, en, fr, de, ar };

/** Texts for a stored default_language or a theme locale ('fr', 'ar-SA'); unknown falls back to English. */
export function textsFor(language: string | null | undefined): Texts {
  if (!language) return en;
  return BY_LANGUAGE[language] ?? BY_LANGUAGE[language.slice(0, 2).toLowerCase()] ?? en;
}

/**
 * A merchant text, unless it is still the English default the shop was created with: then the shopper's language wins
 * (stored defaults are English, and a French shop should not show "Subtotal").
 */
export const localize = (texts: Texts) => (value: string | null | undefined, key: keyof Texts): string => {
  const plain = (value ?? '').replace(/<[^>]*>/g, '').trim();
  return !plain || plain === en[key] ? texts[key] : value!;
};

/** Arabic reads right to left even when the merchant left the rtl switch off. */
export const isRtlLanguage = (language: string | null | undefined): boolean =>
  !!language && (language === 'arabic' || language.slice(0, 2).toLowerCase() === 'ar');
