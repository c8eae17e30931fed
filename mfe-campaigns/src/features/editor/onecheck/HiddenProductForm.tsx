import { useToast } from '@cartlift/admin-kit';
import { HIDDEN_PRODUCT_IMAGE_HINT_KB, TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain';
import { BlockStack, Button, DropZone, FormLayout, InlineError, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { DraftTextField, useDraftValue, useFieldError, useSetField } from '../DraftFields';
import { useCreateHiddenProductMutation, useHiddenProductsQuery, useUploadCampaignImageMutation } from '../editorApi';
import { toOneCheckProduct } from './products';

/** Reads a file as a data URL (what POST /uploadImage takes). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface HiddenProduct {
  id?: string | number;
  image?: string;
  title?: string;
  price?: string | number;
  body_html?: string;
}

/**
 * A hidden (virtual) one-check product (campaigns.md §3, §5): image (uploaded via /uploadImage, hint 50 kB), title,
 * price and description, all required; "Create product" adds it to the store. The store's latest hidden products can
 * be reused.
 */
export function HiddenProductForm({ base }: { base: string }) {
  const set = useSetField();
  const toast = useToast();
  const product = useDraftValue<HiddenProduct>(base) ?? {};
  const imageError = useFieldError(`${base}.image`);
  const existing = useHiddenProductsQuery();
  const [upload, uploading] = useUploadCampaignImageMutation();
  const [create, creating] = useCreateHiddenProductMutation();

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    try {
      const url = await upload({ fileName: file.name, attachment: await readAsDataUrl(file) }).unwrap();
      set(`${base}.image`, url);
    } catch {
      // campaigns.md §8: an upload failure clears the preview.
      set(`${base}.image`, '');
    }
  };
  const complete = !!(product.image && product.title && product.price !== undefined && product.price !== '' && product.body_html);
  const onCreate = async () => {
    try {
      const created = await create({
        title: String(product.title),
        price: String(product.price),
        image: String(product.image),
        body_html: String(product.body_html),
      }).unwrap();
      set(base, { ...toOneCheckProduct(created), image: product.image, body_html: product.body_html });
    } catch {
      toast(TOAST_SOMETHING_WENT_WRONG, { isError: true });
    }
  };
  return (
    <BlockStack gap="300">
      {existing.data?.length ? (
        <InlineStack gap="200" blockAlign="center">
          <Text as="span" tone="subdued">
            Reuse:
          </Text>
          {existing.data.map((p) => (
            <Button key={p.id} size="slim" onClick={() => set(base, toOneCheckProduct(p))}>
              {p.title}
            </Button>
          ))}
        </InlineStack>
      ) : null}
      <InlineStack gap="300" blockAlign="center">
        {product.image ? <Thumbnail source={product.image} alt={product.title ?? 'Hidden product image'} size="large" /> : null}
        <div style={{ width: 160, height: 100 }}>
          <DropZone accept="image/*" type="image" allowMultiple={false} onDrop={(files) => void onDrop(files)} label="Image" error={!!imageError}>
            <DropZone.FileUpload actionTitle={uploading.isLoading ? 'Uploading…' : 'Add image'} actionHint={`Up to ${HIDDEN_PRODUCT_IMAGE_HINT_KB} kB`} />
          </DropZone>
        </div>
      </InlineStack>
      {imageError ? <InlineError message={imageError} fieldID={`${base}.image`} /> : null}
      <FormLayout>
        <FormLayout.Group>
          <DraftTextField path={`${base}.title`} label="Title" />
          <DraftTextField path={`${base}.price`} label="Price" />
        </FormLayout.Group>
        <DraftTextField path={`${base}.body_html`} label="Description" multiline={3} />
      </FormLayout>
      <InlineStack gap="200" blockAlign="center">
        <Button onClick={() => void onCreate()} disabled={!complete || product.id !== undefined} loading={creating.isLoading}>
          {product.id !== undefined ? 'Created in your store' : 'Create product'}
        </Button>
        <Text as="span" tone="subdued">
          Image, title, price and description are all needed.
        </Text>
      </InlineStack>
    </BlockStack>
  );
}
