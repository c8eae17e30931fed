import { ColourField } from '@cartlift/admin-kit';
import type { Rgba } from '@cartlift/domain';
import { useDraftValue, useFieldError, useSetField } from './DraftFields';

/** admin-kit's ColourField bound to the campaign draft at `path`; its hex field is "Hex" and its swatch reads rgba(). */
export function DraftColourField({ path, label }: { path: string; label: string }) {
  const value = useDraftValue<Rgba>(path);
  const error = useFieldError(path);
  const set = useSetField();
  return (
    // data-draft-path lets the browser journeys find a colour by what it stores, whatever its label.
    <div data-draft-path={path}>
      <ColourField label={label} value={value} error={error} onChange={(c) => set(path, c)} hexLabel="Hex" announce="rgba" />
    </div>
  );
}
