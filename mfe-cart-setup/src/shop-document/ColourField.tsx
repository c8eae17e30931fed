import { hexToRgba, rgbaToCss, type Rgba } from '@cartlift/domain';
import { TextField } from '@shopify/polaris';
import { useState } from 'react';

const toHex = (c: Rgba) => `#${[c.r, c.g, c.b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/** A stored {r, g, b, a} colour edited as hex (3 or 6 digits, §5), with a swatch; alpha is kept. */
export function ColourField({ label, value, error, onChange }: { label: string; value: Rgba; error?: string; onChange(c: Rgba): void }) {
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  return (
    <TextField
      label={label}
      autoComplete="off"
      value={text ?? toHex(value)}
      error={bad ? 'value is not valid' : error}
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid rgba(0,0,0,.2)', background: rgbaToCss(value) }} />}
      onChange={(t) => {
        setText(t);
        const parsed = hexToRgba(t);
        setBad(!parsed);
        if (parsed) onChange({ ...parsed, a: value.a });
      }}
      onBlur={() => !bad && setText(null)}
    />
  );
}
