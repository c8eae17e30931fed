import { hexToRgba, rgbaToCss, type Rgba } from '@cartlift/domain';
import {
  BlockStack,
  Box,
  Button,
  ColorPicker,
  Popover,
  Text,
  TextField,
  hsbToRgb,
  rgbToHex,
  rgbToHsb,
} from '@shopify/polaris';
import { useState } from 'react';
import { useDraftValue, useFieldError, useSetField } from './DraftFields';

const FALLBACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** A colour as the spec stores it ({r, g, b, a}) edited with Polaris' picker, alpha included, plus a hex field. */
export function DraftColourField({ path, label }: { path: string; label: string }) {
  const stored = useDraftValue<Rgba>(path);
  const error = useFieldError(path);
  const set = useSetField();
  const [open, setOpen] = useState(false);
  const colour = stored && typeof stored.r === 'number' ? stored : FALLBACK;
  const hsb = { ...rgbToHsb({ red: colour.r, green: colour.g, blue: colour.b }), alpha: colour.a };
  const [hex, setHex] = useState<string | null>(null);
  const swatch = (
    <Button
      onClick={() => setOpen((o) => !o)}
      disclosure
      accessibilityLabel={`${label}: ${rgbaToCss(colour)}`}
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
    // data-draft-path lets the browser journeys find a colour by what it stores, whatever its label.
    <div data-draft-path={path}>
      <BlockStack gap="100">
        <Popover active={open} activator={swatch} onClose={() => setOpen(false)} preferredAlignment="left">
          <Box padding="300">
            <BlockStack gap="200">
              <ColorPicker
                allowAlpha
                color={hsb}
                onChange={(c) => {
                  const { red, green, blue } = hsbToRgb(c);
                  set(path, { r: red, g: green, b: blue, a: Math.round((c.alpha ?? 1) * 100) / 100 });
                }}
              />
              <TextField
                label="Hex"
                autoComplete="off"
                value={hex ?? rgbToHex({ red: colour.r, green: colour.g, blue: colour.b })}
                onChange={setHex}
                onBlur={() => {
                  const parsed = hex === null ? undefined : hexToRgba(hex);
                  if (parsed) set(path, { ...parsed, a: colour.a });
                  setHex(null);
                }}
              />
            </BlockStack>
          </Box>
        </Popover>
        {error ? (
          <Text as="p" tone="critical">
            {error}
          </Text>
        ) : null}
      </BlockStack>
    </div>
  );
}
