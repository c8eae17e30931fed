import {
  adminConfig,
  fieldErrorsOf,
  isApiError,
  sameJson,
  saveDocument,
  SOMETHING_WENT_WRONG,
  useDocumentForm,
  useToast,
  type DocumentValidator as Validator,
} from '@cartlift/admin-kit';
import type { FieldError } from '@cartlift/domain';
import { useEffect } from 'react';
import {
  useSaveShopDocumentMutation,
  useShopDocumentsQuery,
  type ShopDocumentKey,
  type ShopDocuments,
} from './documentsApi';

/** What a document screen works with: the edited value, its errors, and the save bar's actions. */
export interface ShopDocumentForm<T> {
  loading: boolean;
  loadError: boolean;
  value: T | undefined;
  moneyFormat: string;
  dirty: boolean;
  saving: boolean;
  /** Errors by dotted path inside the document ('' for the whole document); shown once a save was tried. */
  errors: Record<string, string>;
  edit(next: T): void;
  save(): Promise<void>;
  discard(): void;
}

/** A refused save's field errors inside the document; anything else becomes one error on the whole document. */
function documentErrorsOf(error: unknown, key: ShopDocumentKey): FieldError[] {
  const fields = fieldErrorsOf(error, key);
  if (fields.length) return fields;
  return [{ path: '', message: isApiError(error) ? error.message : SOMETHING_WENT_WRONG }];
}

const byPath = (errors: FieldError[]): Record<string, string> => Object.fromEntries(errors.map((e) => [e.path, e.message]));

/** A document's domain validation. */
export type DocumentValidator<T> = Validator<T>;

/**
 * Edits one shop document locally until Save (cart-and-shop.md §4 "Edits are local until Save"): the unsaved bar shows
 * while it differs from the saved one; Save validates with the domain first (per-field errors, nothing sent), then the
 * gateway validates again and its field errors land on the same paths; success shows the toast and refetches. Errors
 * show only once a save was tried, so the validation is loaded when the merchant first edits and the save waits for it.
 */
export function useShopDocument<K extends ShopDocumentKey>(
  key: K,
  loadValidate: () => Promise<DocumentValidator<ShopDocuments[K]>>,
  savedMessage: string,
): ShopDocumentForm<ShopDocuments[K]> {
  const shop = adminConfig().shop;
  const query = useShopDocumentsQuery(shop);
  const [sendDocument, { isLoading: saving }] = useSaveShopDocumentMutation();
  const toast = useToast();
  const saved = query.data?.[key];
  const form = useDocumentForm<ShopDocuments[K]>(undefined, { loadValidate, equal: sameJson, showErrors: 'afterSave' });
  const { follow } = form;
  useEffect(() => {
    if (saved !== undefined) follow(saved);
  }, [saved, follow]);
  const value = form.edited ?? saved;

  return {
    loading: query.isLoading,
    loadError: query.isError,
    value,
    moneyFormat: query.data?.money_format ?? '${{amount}}',
    dirty: form.dirty,
    saving,
    // The last message of a path wins, client ones over the gateway's (as this screen always showed them).
    errors: byPath([...form.serverErrors, ...form.clientErrors]),
    edit: form.replace,
    async save() {
      await saveDocument(form, value, {
        send: (valid) => sendDocument({ id: shop, key, value: valid }).unwrap(),
        saved: (valid) => valid,
        refusedFields: (error) => documentErrorsOf(error, key),
        toast,
        savedMessage,
      });
    },
    discard: form.discard,
  };
}
