import { OTHER_TEXT_MAX } from '@cartlift/domain';
import { Text } from '@shopify/polaris';
import { SettingsTextField } from '../settings-form/fields';
import { SectionCard } from '../settings-form/SectionCard';

/** §2 section 4: custom CSS, checked as typed (cssSyntax.ts) and applied after the cart's own styles. */
export function CustomCss() {
  return (
    <SectionCard title="Advanced cart settings">
      <Text as="p" tone="subdued">
        Custom CSS is added after the cart&apos;s own styles. Scope rules under #cartlift-root.
      </Text>
      <SettingsTextField path="custom_css" label="Custom CSS" multiline={8} monospaced maxLength={OTHER_TEXT_MAX.custom_css} />
    </SectionCard>
  );
}
