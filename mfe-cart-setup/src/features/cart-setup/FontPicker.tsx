import type { ShopSettings } from '@cartlift/domain';
import { Autocomplete, BlockStack, Button, InlineStack, Text } from '@shopify/polaris';
import { useEffect, useMemo, useState } from 'react';
import { useSettingsForm } from '../settings-form/SettingsForm';
import { fontStack, loadFontFamilies, searchFamilies, type FontFamilyRow } from './fonts/fontFamilies';

/** Marks the theme's own font (no Google font). */
const THEME_FONT = 'inherit';

/**
 * cart-and-shop.md §2 font choice: a Google Fonts family (from google-fonts-complete, bundled) with its weights.
 * font.custom holds the family the storefront loads, font.family the CSS stack; 'Theme font' clears both.
 */
export function FontPicker() {
  const form = useSettingsForm<ShopSettings>();
  const [rows, setRows] = useState<FontFamilyRow[] | null>(null);
  const [query, setQuery] = useState('');
  const [failed, setFailed] = useState(false);
  const chosen = form.edited.font.custom;
  // The family list (~12 KB gzip) is needed to search or to name a chosen family's weights, not to paint the screen:
  // it loads when the merchant enters the field, or at once when a Google font is already chosen.
  const [wanted, setWanted] = useState(chosen !== '');

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadFontFamilies().then(
      (r) => live && setRows(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const matches = useMemo(() => (rows ? searchFamilies(rows, query) : []), [rows, query]);
  const weights = rows?.find((r) => r[0] === chosen)?.[2] ?? [];
  const choose = (family: string) => {
    const row = rows?.find((r) => r[0] === family);
    if (!row) return;
    form.update((s) => ({ ...s, font: { ...s.font, custom: row[0], family: fontStack(row[0], row[1]) } }));
    setQuery('');
  };
  const clear = () => form.update((s) => ({ ...s, font: { ...s.font, custom: '', family: THEME_FONT } }));

  return (
    <BlockStack gap="200">
      <Autocomplete
        options={matches.map(([family, category]) => ({ value: family, label: `${family} (${category})` }))}
        selected={chosen ? [chosen] : []}
        onSelect={([family]) => choose(family)}
        loading={wanted && !rows && !failed}
        textField={
          <Autocomplete.TextField
            label="Font"
            autoComplete="off"
            value={query}
            onChange={setQuery}
            onFocus={() => setWanted(true)}
            placeholder={chosen || 'Theme font'}
            helpText={failed ? 'The font list could not be loaded; the theme font is used.' : 'Google Fonts, loaded by the cart on your storefront.'}
          />
        }
      />
      <InlineStack gap="200" blockAlign="center">
        <Text as="span" variant="bodySm" tone="subdued">
          {chosen ? `${chosen}: weights ${weights.join(', ')}` : 'Using your theme font'}
        </Text>
        {chosen ? (
          <Button variant="plain" onClick={clear}>
            Use theme font
          </Button>
        ) : null}
      </InlineStack>
    </BlockStack>
  );
}
