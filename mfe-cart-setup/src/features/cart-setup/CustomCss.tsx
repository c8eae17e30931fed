import { OTHER_TEXT_MAX } from '@cartlift/domain';
import { Text } from '@shopify/polaris';
import { SectionCard } from '../settings-form/SectionCard';
import { CssCodeField } from './css-editor/CssCodeField';

/**
 * cart-and-shop.md §2 section 4: custom CSS, checked as typed (cssSyntax.ts) and applied after the cart's own styles.
 */
export function CustomCss() {
  return (
    <SectionCard title="Advanced cart settings">
      <Text as="p" tone="subdued">
        Custom CSS is added after the cart&apos;s own styles. Scope rules under #cartlift-root.
      </Text>
      <CssCodeField path="custom_css" label="Custom CSS" maxLength={OTHER_TEXT_MAX.custom_css} />
    </SectionCard>
  );
}
