import { useLayoutEffect, useRef, useState } from 'react';
import { isVariantAvailable } from '../../shared/domain';
import type { StoreVariant } from '../../shared/types';
import type { StorefrontTextStyle } from '@cartlift/domain/storefront';
import type { PickRequest, VariantsPickerLook } from '../campaigns/Upsells';
import type { Texts } from '../common/i18n';
import { css, textStyle } from '../common/util';

const optionNames = (options: PickRequest['product']['options']): string[] =>
  options.map((o) => (typeof o === 'string' ? o : o.name));

const valuesOf = (v: StoreVariant): (string | null | undefined)[] => [v.option1, v.option2, v.option3];

/** Bottom-sheet variant picker: one select per option, confirm and close; the dimmed backdrop closes it too. */
export function VariantSheet({ request, texts, money, onClose }: { request: PickRequest; texts: Texts; money(c: number): string; onClose(): void }) {
  const { product } = request;
  const names = optionNames(product.options);
  const first = product.variants.find((v) => isVariantAvailable(v)) ?? product.variants[0];
  const [chosen, setChosen] = useState<(string | null | undefined)[]>(valuesOf(first));
  const sheet = useRef<HTMLDivElement>(null);
  // Layout, not passive: focus moves in the task that opens the sheet, before a quick keypress can land behind it.
  useLayoutEffect(() => sheet.current?.querySelector<HTMLElement>('select,button')?.focus(), []);
  const variant = product.variants.find((v) => names.every((_, i) => valuesOf(v)[i] === chosen[i]));
  const available = !!variant && isVariantAvailable(variant);
  // Either look: every field optional, so reading both shapes' fields is safe.
  const look = (request.look ?? {}) as VariantsPickerLook & StorefrontTextStyle;
  const dropdown = { color: css(look.dropdownTextColor), background: css(look.dropdownBackground) };
  return (
    <div className="cartlift-sheet" onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}>
      <div className="cartlift-sheet__backdrop" onClick={onClose} />
      <div className="cartlift-sheet__panel" role="dialog" aria-label={texts.chooseOptions} ref={sheet} style={{ color: css(look.textColor) }}>
        <div className="cartlift-sheet__head">
          <strong>{product.title}</strong>
          <button type="button" className="cartlift-close" aria-label={texts.close} onClick={onClose}>
            ×
          </button>
        </div>
        {names.map((name, i) => (
          <label className="cartlift-sheet__option" key={name}>
            <span>{name}</span>
            <select
              style={dropdown}
              value={chosen[i] ?? ''}
              onChange={(e) => {
                const next = [...chosen];
                next[i] = (e.target as HTMLSelectElement).value;
                setChosen(next);
              }}
            >
              {[...new Set(product.variants.map((v) => valuesOf(v)[i]).filter(Boolean))].map((value) => {
                // Marked, not disabled (as Dawn does): the shopper still sees the choice exists, and confirm says why not.
                const soldOut = !product.variants.some((v) => isVariantAvailable(v) && names.every((_, k) => valuesOf(v)[k] === (k === i ? value : chosen[k])));
                return (
                  <option key={value!} value={value!} data-sold-out={soldOut || undefined}>
                    {soldOut ? `${value} (${texts.soldOut})` : value}
                  </option>
                );
              })}
            </select>
          </label>
        ))}
        <div className="cartlift-sheet__price">{variant ? money(variant.price) : ''}</div>
        <button
          type="button"
          className="cartlift-button cartlift-sheet__confirm"
          style={{ ...textStyle(look), color: css(look.confirmTextColor ?? look.color), background: css(look.confirmBackground ?? look.background) }}
          disabled={!available}
          onClick={() => {
            request.confirm?.(variant!.id);
            onClose();
          }}
        >
          {available ? look.confirm || look.text || texts.confirm : texts.soldOut}
        </button>
      </div>
    </div>
  );
}
