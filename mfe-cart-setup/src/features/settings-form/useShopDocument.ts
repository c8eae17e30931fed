import { adminConfig, fieldErrorsOf, isApiError, useToast } from '@cartlift/admin-kit';
import type { FieldError, Result } from '@cartlift/domain';
import { useEffect, useMemo, useState } from 'react';
import {
  useSaveShopDocumentMutation,
  useShopDocumentsQuery,
  type ShopDocumentKey,
  type ShopDocuments,
} from './documentsApi';
import { useLazyValidator } from './useLazyValidator';

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
  return [{ path: '', message: isApiError(error) ? error.message : 'Something went wrong' }];
}

const byPath = (errors: FieldError[]): Record<string, string> => Object.fromEntries(errors.map((e) => [e.path, e.message]));

/** A document's domain validation. */
export type DocumentValidator<T> = (input: unknown) => Result<T>;

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
  const [draft, setDraft] = useState<ShopDocuments[K] | null>(null);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const saved = query.data?.[key];
  const value = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const { validate, validator } = useLazyValidator(loadValidate);
  useEffect(() => {
    if (dirty) validator().catch(() => undefined);
  }, [dirty, validator]);
  const checked = useMemo(() => (value === undefined || !validate ? null : validate(value)), [value, validate]);
  const clientErrors = checked && !checked.success ? checked.errors : [];
  const errors = tried ? byPath([...serverErrors, ...clientErrors]) : {};

  return {
    loading: query.isLoading,
    loadError: query.isError,
    value,
    moneyFormat: query.data?.money_format ?? '${{amount}}',
    dirty,
    saving,
    errors,
    edit(next) {
      setDraft(next);
      setServerErrors([]);
    },
    async save() {
      let check: DocumentValidator<ShopDocuments[K]>;
      try {
        check = await validator();
      } catch {
        toast('Something went wrong', { isError: true });
        return;
      }
      setTried(true);
      const r = value === undefined ? null : check(value);
      if (!r?.success) return;
      try {
        await saveDocument({ id: shop, key, value: r.data }).unwrap();
        setDraft(null);
        setTried(false);
        toast(savedMessage);
      } catch (error) {
        setServerErrors(documentErrorsOf(error, key));
      }
    },
    discard() {
      setDraft(null);
      setTried(false);
      setServerErrors([]);
    },
  };
}
