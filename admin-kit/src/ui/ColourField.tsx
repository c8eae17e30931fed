import { hexToRgba, rgbaToCss, type Rgba } from '@cartlift/domain/common/colour';
import { BlockStack, Box, Button, ColorPicker, InlineError, Popover, TextField, hsbToRgb, rgbToHex, rgbToHsb } from '@shopify/polaris';
import { useId, useState } from 'react';

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** Props of {@link ColourField}. */
export interface ColourFieldProps {
  label: string;
  value: Rgba | undefined;
  onChange(next: Rgba): void;
  error?: string;
  /** The hex field's label (`{label} hex` unless the screen names it otherwise). */
  hexLabel?: string;
  /** What the swatch button tells a screen reader after the label: the colour as hex (default) or as CSS rgba(). */
  announce?: 'hex' | 'rgba';
}

/**
 * A stored colour ({r, g, b, a}) edited with a swatch button opening Polaris' colour picker (alpha included) and a hex
 * field taking 3 or 6 hex digits (cart-and-shop.md §5, campaigns.md §4); every admin colour control is this one.
 * zod-free: the domain's colour helpers come by path (admin-kit is in every first load).
 */
export function ColourField({ label, value, onChange, error, hexLabel = `${label} hex`, announce = 'hex' }: ColourFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const colour = value && typeof value.r === 'number' ? value : BLACK;
  const hex = rgbToHex({ red: colour.r, green: colour.g, blue: colour.b });
  const activator = (
    <Button
      onClick={() => setOpen((o) => !o)}
      disclosure
      accessibilityLabel={`${label}: ${announce === 'hex' ? hex : rgbaToCss(colour)}`}
      icon={
        <span
          style={{
            display: 'inline-block',
            width: 20,
            height: 20,
            borderRadius: 4,
            border: '1px solid rgba(0,0,0,0.2)',
            background: rgbaToCss(colour),
          }}
        />
      }
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
              label={hexLabel}
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
