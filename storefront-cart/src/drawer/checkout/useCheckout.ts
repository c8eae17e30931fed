import { useEffect, useRef, useState } from 'react';
import { CART_TIMINGS } from '../../shared/domain';
import type { Cart } from '../../shared/types';
import type { CampaignView } from '../campaigns/campaigns';
import { CheckoutRefused, type CartSource } from '../common/source';
import type { Texts } from '../common/i18n';
import { startCheckout } from './start';

/**
 * The checkout block's state: the order note as typed, the terms box, its shake when checkout is pressed without it,
 * the button's loading state and a refusal to show under it; and `checkout()`, the button's action (terms first; the
 * preview only shows loading; otherwise startCheckout, the one checkout path). `note` is sent only while the note
 * module is on (`noteActive`).
 */
export function useCheckout(cart: Cart, view: CampaignView, source: CartSource, texts: Texts, terms: boolean | undefined, noteActive: boolean) {
  const [note, setNote] = useState(cart.note ?? '');
  const [accepted, setAccepted] = useState(false);
  const [shake, setShake] = useState(false);
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState('');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // Back from the store's checkout can restore this page from the back/forward cache as it was left: loading, the
  // button disabled and doing nothing.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setLoading(false);
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  async function checkout() {
    if (terms && !accepted) {
      setShake(true);
      later(() => setShake(false), CART_TIMINGS.termsShake);
      return;
    }
    setLoading(true);
    setRefusal('');
    if (source.preview) {
      later(() => setLoading(false), CART_TIMINGS.checkoutPreviewLoading);
      return;
    }
    try {
      await startCheckout(source, cart, view, noteActive ? note : undefined);
    } catch (error) {
      console.error('Cartlift: checkout failed', error);
      if (error instanceof CheckoutRefused && error.code === 'DISCOUNTS_NOT_FOUND') setRefusal(texts.couponNotFound);
      setLoading(false);
    }
  }

  return { note, setNote, accepted, setAccepted, shake, loading, refusal, checkout };
}
