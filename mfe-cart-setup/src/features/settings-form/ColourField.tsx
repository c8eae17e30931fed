import { hexToRgba, rgbaToCss, type Rgba } from '@cartlift/domain';
import { BlockStack, Box, Button, ColorPicker, InlineError, Popover, TextField, hsbToRgb, rgbToHex, rgbToHsb } from '@shopify/polaris';
import { useId, useState } from 'react';

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * A swatch button opening Polaris' colour picker (alpha included) and a hex field; 3 or 6 hex digits
 * (cart-and-shop.md §5).
 */
export function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Rgba | undefined;
  onChange(next: Rgba): void;
  error?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const colour = value && typeof value.r === 'number' ? value : BLACK;
  const hex = rgbToHex({ red: colour.r, green: colour.g, blue: colour.b });
  const activator = (
    <Button
      onClick={() => setOpen((o) => !o)}
      disclosure
      accessibilityLabel={`${label}: ${hex}`}
      icon={<span className="cartlift-swatch" style={{ background: rgbaToCss(colour) }} />}
    >
      {label}
    </Button>
  );
  return (
    <BlockStack gap="100">
      <Popover active={open} activator={activator} onClose={() => setOpen(false)} preferredAlignment="left">
        <Box padding="300">
          <BlockStack gap="200">
            <ColorPicker
              allowAlpha
              color={{ ...rgbToHsb({ red: colour.r, green: colour.g, blue: colour.b }), alpha: colour.a }}
              onChange={(c) => {
                const { red, green, blue } = hsbToRgb(c);
                onChange({ r: red, g: green, b: blue, a: Math.round((c.alpha ?? 1) * 100) / 100 });
              }}
            />
            <TextField
              id={id}
              label={`${label} hex`}
              autoComplete="off"
              value={hexDraft ?? hex}
              onChange={setHexDraft}
              onBlur={() => {
                const parsed = hexDraft === null ? undefined : hexToRgba(hexDraft);
                if (parsed) onChange({ ...parsed, a: colour.a });
                setHexDraft(null);
              }}
            />
          </BlockStack>
        </Box>
      </Popover>
      {error ? <InlineError message={error} fieldID={id} /> : null}
    </BlockStack>
  );
}
