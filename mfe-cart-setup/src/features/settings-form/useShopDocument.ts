import {
  adminConfig,
  fieldErrorsOf,
  isApiError,
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

/** Stored documents are plain JSON, compared as such (a key order the server keeps is part of nothing the merchant sees). */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

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
  const [saveDocument, { isLoading: saving }] = useSaveShopDocumentMutation();
  const toast = useToast();
  const saved = query.data?.[key];
  const form = useDocumentForm<ShopDocuments[K]>(undefined, { loadValidate, equal: sameJson, showErrors: 'afterSave' });
  const { follow, load, markTried, refuse, validator } = form;
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
      let check: DocumentValidator<ShopDocuments[K]>;
      try {
        check = await validator();
      } catch {
        toast(SOMETHING_WENT_WRONG, { isError: true });
        return;
      }
      markTried();
      const r = value === undefined ? null : check(value);
      if (!r?.success) return;
      try {
        await saveDocument({ id: shop, key, value: r.data }).unwrap();
        load(r.data);
        toast(savedMessage);
      } catch (error) {
        refuse(documentErrorsOf(error, key));
      }
    },
    discard: form.discard,
  };
}
