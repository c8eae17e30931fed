import { useEffect, useState } from 'react';
import type { StoreProduct } from '../common/source';
import type { PickRequest } from '../campaigns/Upsells';

/**
 * What the drawer shows over its cart: the slide (0 the cart, 1 a product's details or the COD form) and the variant
 * picker's bottom sheet. The COD form's state is here, not with the checkout, because it is what slide 1 shows: opening
 * it moves to slide 1, opening a product's details or going back closes it. `initialSlide` and `initialCodOpen` are the
 * preview's: it opens on the slide it shows.
 */
export function useSheets(open: boolean, initialSlide?: 0 | 1, initialCodOpen?: boolean) {
  const [slide, setSlide] = useState<0 | 1>(initialSlide ?? 0);
  const [detail, setDetail] = useState<StoreProduct | null>(null);
  const [pick, setPick] = useState<PickRequest | null>(null);
  const [codOpen, setCodOpen] = useState(false);
  useEffect(() => setSlide(initialSlide ?? 0), [initialSlide]);
  useEffect(() => {
    setCodOpen(!!initialCodOpen);
    if (initialCodOpen) setSlide(1);
  }, [initialCodOpen]);
  // A COD form left open (or its confirmation) is not where a shopper reopening the cart expects to land; the COD
  // page's preview opens on the form (and may open in the same render as it asks for it).
  useEffect(() => {
    if (open && !initialCodOpen) setCodOpen((was) => (was && setSlide(initialSlide ?? 0), false));
  }, [open]);
  const show = (cod: boolean, to: 0 | 1) => (setCodOpen(cod), setSlide(to));
  return {
    slide,
    detail,
    pick,
    setPick,
    codOpen,
    /** Slide 1 with this product's details. */
    details: (product: StoreProduct) => (setDetail(product), show(false, 1)),
    /** Slide 1 with the COD form. */
    cod: () => show(true, 1),
    back: () => show(false, 0),
  };
}
