import { Button, ButtonGroup } from '@shopify/polaris';

/** The two widths a storefront is looked at in. */
export type Device = 'desktop' | 'mobile';

/** The Desktop/Mobile segmented choice of the preview and of Manual Setup. */
export function DeviceToggle({ device, onChange }: { device: Device; onChange(next: Device): void }) {
  return (
    <ButtonGroup variant="segmented">
      <Button pressed={device === 'desktop'} onClick={() => onChange('desktop')}>
        Desktop
      </Button>
      <Button pressed={device === 'mobile'} onClick={() => onChange('mobile')}>
        Mobile
      </Button>
    </ButtonGroup>
  );
}
