/** The COD form's own texts in the shop's four languages; the merchant's labels and buttons come from cod_settings. */
const en = {
  title: 'Cash on delivery',
  placed: 'Thank you! Your order {name} has been placed. You will pay on delivery.',
  // A draft order (the merchant's default): it becomes an order once the store confirms it.
  requested: 'Thank you! Your order {name} has been received. The store will confirm it; you will pay on delivery.',
  failed: 'We could not place your order. Your cart has not changed; please try again.',
  required: 'required',
  choose: 'Choose...',
  codeNotFound: 'Discount code not found',
};
/** The COD texts. */
export type CodTexts = typeof en;

const BY_LANGUAGE: Record<string, CodTexts> = {
  english: en,
  french: {
    title: 'Paiement à la livraison',
    placed: 'Merci ! Votre commande {name} est passée. Vous paierez à la livraison.',
    requested: 'Merci ! Votre commande {name} a bien été reçue. La boutique va la confirmer ; vous paierez à la livraison.',
    failed: "Votre commande n'a pas pu être passée. Votre panier est intact ; veuillez réessayer.",
    required: 'obligatoire',
    choose: 'Choisir...',
    codeNotFound: 'Code de réduction introuvable',
  },
  german: {
    title: 'Nachnahme',
    placed: 'Danke! Ihre Bestellung {name} wurde aufgegeben. Sie zahlen bei Lieferung.',
    requested: 'Danke! Ihre Bestellung {name} ist eingegangen. Der Shop bestätigt sie; Sie zahlen bei Lieferung.',
    failed: 'Ihre Bestellung konnte nicht aufgegeben werden. Ihr Warenkorb ist unverändert; bitte erneut versuchen.',
    required: 'Pflichtfeld',
    choose: 'Auswählen...',
    codeNotFound: 'Rabattcode nicht gefunden',
  },
  arabic: {
    title: 'الدفع عند الاستلام',
    placed: 'شكرًا! تم تقديم طلبك {name}. ستدفع عند الاستلام.',
    requested: 'شكرًا! تم استلام طلبك {name}. سيؤكده المتجر، وستدفع عند الاستلام.',
    failed: 'تعذر تقديم طلبك. لم تتغير سلتك؛ يرجى المحاولة مرة أخرى.',
    required: 'مطلوب',
    choose: 'اختر...',
    codeNotFound: 'لم يتم العثور على رمز الخصم',
  },
};
const LOCALES: Record<string, string> = { fr: 'french', de: 'german', ar: 'arabic' };

/** Texts for the shop language or the theme locale ('fr', 'de-CH'...); English otherwise. */
export function codTexts(language: string | null | undefined): CodTexts {
  const key = language ? (BY_LANGUAGE[language] ? language : LOCALES[language.slice(0, 2).toLowerCase()]) : undefined;
  return (key && BY_LANGUAGE[key]) || en;
}
