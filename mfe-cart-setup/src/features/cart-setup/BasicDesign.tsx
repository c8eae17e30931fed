import { SHOP_FONT_SIZE_MAX, SHOP_FONT_SIZE_MIN } from '@cartlift/domain';
import { FormLayout, InlineGrid } from '@shopify/polaris';
import { SettingsColourField, SettingsRangeField, SettingsSelect } from '../settings-form/fields';
import { SectionCard } from '../settings-form/SectionCard';
import { FontPicker } from './FontPicker';

const LANGUAGES = [
  { label: 'English', value: 'english' },
  { label: 'French', value: 'french' },
  { label: 'German', value: 'german' },
  { label: 'Arabic', value: 'arabic' },
];

/** cart-and-shop.md §2 section 1: default language, colours, font size and font choice. */
export function BasicDesign() {
  return (
    <SectionCard title="Basic Cart Design">
      <FormLayout>
        <SettingsSelect path="default_language" label="Default language" options={LANGUAGES} />
        <InlineGrid columns={{ xs: 1, sm: 2 }} gap="300">
          <SettingsColourField path="theme.primary" label="Primary colour" />
          <SettingsColourField path="theme.secondary" label="Secondary colour" />
          <SettingsColourField path="theme.textColor" label="Text on cart colour" />
          <SettingsColourField path="theme.buttonColor" label="Button text colour" />
          <SettingsColourField path="theme.background" label="Cart background" />
          <SettingsColourField path="font.color" label="Font colour" />
        </InlineGrid>
        <SettingsRangeField path="font.size" label="Font size" min={SHOP_FONT_SIZE_MIN} max={SHOP_FONT_SIZE_MAX} suffix="px" />
        <FontPicker />
      </FormLayout>
    </SectionCard>
  );
}
