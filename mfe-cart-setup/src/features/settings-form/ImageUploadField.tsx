import { IMAGE_UPLOAD_SIZE_HINT_KB } from '@cartlift/domain';
import { BlockStack, DropZone, InlineError, InlineStack, Spinner, Thumbnail, Button } from '@shopify/polaris';
import { useId, useState } from 'react';
import { useUploadImageMutation } from './settingsApi';
import { useSettingsField } from './SettingsForm';
import { readAsDataUrl } from './readAsDataUrl';

/**
 * An image URL field filled by POST /uploadImage (cart-and-shop.md §4 Image upload: idle, uploading with a spinner,
 * done; a failure clears the preview and shows the gateway's message).
 */
export function ImageUploadField({ path, label }: { path: string; label: string }) {
  const id = useId();
  const { value, set } = useSettingsField<string>(path);
  const [upload, { isLoading }] = useUploadImageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onDrop = async (_all: File[], accepted: File[]) => {
    const file = accepted[0];
    if (!file) return;
    setFailure(null);
    const r = await upload({ fileName: file.name, attachment: await readAsDataUrl(file) });
    if ('error' in r) {
      set('');
      const e = r.error as { message?: string };
      setFailure(e.message ?? 'The image could not be uploaded');
      return;
    }
    set(r.data.public_url);
  };
  return (
    <BlockStack gap="200">
      <DropZone id={id} label={label} accept="image/*" type="image" allowMultiple={false} onDrop={onDrop}>
        {isLoading ? (
          <InlineStack align="center">
            <Spinner size="small" accessibilityLabel="Uploading" />
          </InlineStack>
        ) : value ? (
          <InlineStack align="center">
            <Thumbnail source={value} alt={label} size="large" />
          </InlineStack>
        ) : (
          <DropZone.FileUpload actionHint={`PNG, JPEG, GIF or WebP, ideally under ${IMAGE_UPLOAD_SIZE_HINT_KB} kB`} />
        )}
      </DropZone>
      {value ? (
        <InlineStack>
          <Button variant="plain" tone="critical" onClick={() => set('')}>
            Remove image
          </Button>
        </InlineStack>
      ) : null}
      {failure ? <InlineError message={failure} fieldID={id} /> : null}
    </BlockStack>
  );
}
