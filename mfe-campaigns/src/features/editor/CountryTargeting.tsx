import { Autocomplete, BlockStack, Card, InlineStack, Tag, Text } from '@shopify/polaris';
import { useMemo, useState } from 'react';
import { COUNTRY_OPTIONS, countryLabel } from './countries';
import { DraftCheckbox, useDraftValue, useFieldError, useSetField } from './DraftFields';

function CountrySelect({ path, label }: { path: string; label: string }) {
  const selected = useDraftValue<string[]>(path) ?? [];
  const error = useFieldError(path);
  const set = useSetField();
  const [query, setQuery] = useState('');
  const options = useMemo(
    () => COUNTRY_OPTIONS.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase())),
    [query],
  );
  return (
    <BlockStack gap="200">
      <Autocomplete
        allowMultiple
        options={options as { value: string; label: string }[]}
        selected={selected}
        onSelect={(values) => set(path, values)}
        textField={
          <Autocomplete.TextField label={label} value={query} onChange={setQuery} autoComplete="off" placeholder="Search countries" error={error} />
        }
      />
      {selected.length ? (
        <InlineStack gap="100">
          {selected.map((code) => (
            <Tag key={code} onRemove={() => set(path, selected.filter((c) => c !== code))}>
              {countryLabel(code)}
            </Tag>
          ))}
        </InlineStack>
      ) : null}
    </BlockStack>
  );
}

/** Country targeting (campaigns.md §2): include and exclude switches, each with its countries; none selected = everyone. */
export function CountryTargeting() {
  const includeActive = useDraftValue<boolean>('target.countries.include_active') === true;
  const excludeActive = useDraftValue<boolean>('target.countries.exclude_active') === true;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Country targeting
        </Text>
        <Text as="p" tone="subdued">
          With no country selected the campaign shows to everyone.
        </Text>
        <DraftCheckbox path="target.countries.include_active" label="Show only in these countries" />
        {includeActive ? <CountrySelect path="target.countries.include" label="Countries to include" /> : null}
        <DraftCheckbox path="target.countries.exclude_active" label="Hide in these countries" />
        {excludeActive ? <CountrySelect path="target.countries.exclude" label="Countries to exclude" /> : null}
      </BlockStack>
    </Card>
  );
}
