import { randomBytes } from 'node:crypto';
import { decimal } from '../catalog/serialize';
import { SHOP_ID } from '../checkout/checkoutRoutes';
import { completeDraft } from '../checkout/orders';
import { convert } from '../cart/pricing';
import { isLive, type DiscountRule } from '../discounts';
import { CURRENCIES, currencyByCode, type CurrencyInfo, type DraftOrder, type MailingAddress, type OrderLine } from '../state';
import { connection, gid, parseGid, productNode, variantNode, type AdminContext } from './nodes';
import { addressNode, orderNode } from './orderQuery';

type UserError = { field: string[] | null; message: string; code?: string };
type AppliedDiscountInput = { value: number; valueType: 'PERCENTAGE' | 'FIXED_AMOUNT'; title?: string | null; amountWithCurrency?: { amount: unknown; currencyCode: string } | null };
type AddressInput = { [K in keyof MailingAddress]?: string | null };
type DraftLineInput = { variantId?: string | null; quantity: number; title?: string | null; originalUnitPrice?: unknown; appliedDiscount?: AppliedDiscountInput | null; customAttributes?: { key: string; value: string }[] | null };

/** Parses a Shopify Money/Decimal input ("12.50" or 12.5) into cents; undefined when not a non-negative amount. */
export function toCents(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
}

/**
 * A FIXED_AMOUNT discount per unit in the draft's currency: amountWithCurrency when it is in that currency, else
 * `value` (shop currency, as Shopify documents it) converted with the rate.
 */
function fixedCents(d: AppliedDiscountInput, currency: CurrencyInfo): number {
  const given = d.amountWithCurrency?.currencyCode === currency.code ? toCents(d.amountWithCurrency.amount) : undefined;
  return given ?? convert(Math.round(d.value * 100), currency.rate);
}

function discountOf(amount: number, quantity: number, d: AppliedDiscountInput | null | undefined, currency: CurrencyInfo): number {
  if (!d) return 0;
  const off = d.valueType === 'PERCENTAGE' ? Math.round((amount * d.value) / 100) : fixedCents(d, currency) * quantity;
  return Math.min(amount, Math.max(0, off));
}

/** A DraftOrder node. */
export function draftOrderNode(draft: DraftOrder, ctx: AdminContext) {
  const origin = ctx.deps.config.publicUrl ?? ctx.origin;
  const shop = CURRENCIES[0];
  const rate = currencyByCode(draft.currency)?.rate ?? 1;
  const money = (cents: number, code: string) => ({ amount: decimal(cents), currencyCode: code });
  const discounts = draft.lines.reduce((s, l) => s + l.price * l.quantity, 0) - draft.total;
  return {
    id: gid('DraftOrder', draft.id), legacyResourceId: String(draft.id), name: draft.name, status: draft.status,
    invoiceUrl: `${origin}/${SHOP_ID}/invoices/${draft.token}`, totalPrice: decimal(draft.total), subtotalPrice: decimal(draft.subtotal),
    totalDiscountsSet: { shopMoney: money(Math.round(discounts / rate), shop.code), presentmentMoney: money(discounts, draft.currency) },
    currencyCode: shop.code, presentmentCurrencyCode: draft.currency, note2: draft.note,
    tags: draft.tags, customAttributes: draft.customAttributes, createdAt: draft.createdAt, email: draft.email, phone: draft.phone,
    shippingAddress: addressNode(draft.shippingAddress),
    order: () => {
      const order = ctx.deps.state.orders.find((o) => o.id === draft.orderId);
      return order ? orderNode(order) : null;
    },
    lineItems: (args: { first?: number }) => connection(draft.lines.map((l) => {
      const found = l.variantId === null ? undefined : ctx.deps.state.catalog.variant(l.variantId);
      return {
        id: gid('DraftOrderLineItem', l.id), title: l.title, quantity: l.quantity, originalUnitPrice: decimal(l.price),
        discountedTotal: decimal(l.price * l.quantity - l.totalDiscount), variant: found ? variantNode(found.product, found.variant, ctx) : null,
        customAttributes: l.properties.map((p) => ({ key: p.name, value: p.value })),
      };
    }), { first: args.first ?? 50 }),
  };
}

/** A DiscountCodeNode for a code rule. */
export function discountNode(rule: DiscountRule) {
  const value = rule.valueType === 'percentage' ? `${rule.value}% off` : `$${decimal(rule.value)} off`;
  return {
    id: gid('DiscountCodeNode', rule.id),
    codeDiscount: {
      __typename: 'DiscountCodeBasic', title: rule.title, status: Date.parse(rule.startsAt) > Date.now() ? 'SCHEDULED' : rule.endsAt && Date.parse(rule.endsAt) <= Date.now() ? 'EXPIRED' : 'ACTIVE',
      summary: `${value} ${rule.target.kind === 'order' ? 'entire order' : 'specific products'}`, startsAt: rule.startsAt, endsAt: rule.endsAt,
      usageLimit: rule.usageLimit, asyncUsageCount: rule.usageCount, appliesOncePerCustomer: rule.appliesOncePerCustomer,
      codes: () => ({ nodes: rule.code ? [{ id: gid('DiscountRedeemCode', rule.id), code: rule.code }] : [] }),
    },
  };
}

/** discountCodeBasicCreate input (the fields the dev store honours). */
export interface BasicCodeInput {
  title?: string | null; code?: string | null; startsAt?: string | null; endsAt?: string | null; usageLimit?: number | null; appliesOncePerCustomer?: boolean | null;
  customerGets?: { value?: { percentage?: number | null; discountAmount?: { amount?: unknown; appliesOnEachItem?: boolean | null } | null } | null; items?: { all?: boolean | null; products?: { productsToAdd?: string[] | null; productVariantsToAdd?: string[] | null } | null; collections?: { add?: string[] | null } | null } | null } | null;
  minimumRequirement?: { subtotal?: { greaterThanOrEqualToSubtotal?: unknown } | null; quantity?: { greaterThanOrEqualToQuantity?: string | null } | null } | null;
}

/**
 * The first live code of a draft's discountCodes, on what is left after the draft's own discounts: an order-level code
 * on that amount, a product code on its products' lines; a minimum subtotal must be met. Unknown or dead codes apply
 * nothing (Shopify leaves them off the draft too).
 */
function draftCodeDiscount(rules: DiscountRule[], codes: string[], lines: OrderLine[], remaining: number, rate: number): { code: string; amount: number } | null {
  for (const code of codes) {
    const rule = rules.find((r) => r.code !== null && r.code.toLowerCase() === code.trim().toLowerCase() && isLive(r, new Date()));
    if (!rule || (rule.minimumSubtotal !== null && remaining < convert(rule.minimumSubtotal, rate))) continue;
    const target = rule.target;
    const base = target.kind === 'order' ? remaining : lines.filter((l) => l.productId !== null && target.productIds.includes(l.productId)).reduce((s, l) => s + l.price * l.quantity - l.totalDiscount, 0);
    const amount = Math.min(base, rule.valueType === 'percentage' ? Math.floor((base * rule.value) / 100) : convert(rule.value, rate));
    if (amount > 0) return { code: rule.code!, amount };
  }
  return null;
}

function mailingAddress(input: AddressInput | null | undefined): MailingAddress | null {
  if (!input) return null;
  const part = (k: keyof MailingAddress) => (input[k] ?? '').trim() || null;
  return {
    firstName: part('firstName'), lastName: part('lastName'), phone: part('phone'), address1: part('address1'), address2: part('address2'),
    city: part('city'), province: part('province'), zip: part('zip'), countryCode: part('countryCode')?.toUpperCase() ?? null,
  };
}

/** Mutation resolvers: productCreate, productVariantsBulkUpdate, draftOrderCreate/Complete/Delete, discountCodeBasicCreate. */
export function mutations(ctx: AdminContext) {
  const { state } = ctx.deps;
  return {
    productCreate: (args: { product?: { title?: string | null; handle?: string | null; descriptionHtml?: string | null; productType?: string | null; vendor?: string | null; status?: 'ACTIVE' | 'DRAFT' | 'ARCHIVED' | null; tags?: string[] | null } | null; media?: { originalSource: string; mediaContentType: string }[] | null }) => {
      const input = args.product ?? {};
      if (!input.title || !input.title.trim()) return { product: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] };
      const product = state.catalog.createProduct({
        title: input.title.trim(), handle: input.handle ?? undefined, descriptionHtml: input.descriptionHtml ?? undefined, productType: input.productType ?? undefined,
        vendor: input.vendor ?? undefined, status: input.status ?? undefined, tags: input.tags ?? undefined,
        imageUrls: (args.media ?? []).filter((m) => m.mediaContentType === 'IMAGE').map((m) => m.originalSource),
      });
      return { product: productNode(product, ctx), userErrors: [] };
    },

    productVariantsBulkUpdate: (args: { productId: string; variants: { id?: string | null; price?: unknown; compareAtPrice?: unknown; inventoryPolicy?: 'DENY' | 'CONTINUE' | null }[] }) => {
      const product = state.catalog.productById(parseGid(args.productId, 'Product') ?? -1);
      if (!product) return { product: null, productVariants: null, userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }] };
      const errors: UserError[] = [];
      const changes = args.variants.map((input, i) => {
        const variant = product.variants.find((v) => v.id === parseGid(input.id, 'ProductVariant'));
        if (!variant) errors.push({ field: ['variants', String(i), 'id'], message: 'Product variant does not exist', code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' });
        const price = input.price === undefined || input.price === null ? undefined : toCents(input.price);
        if (input.price !== undefined && input.price !== null && price === undefined) errors.push({ field: ['variants', String(i), 'price'], message: 'Price must be greater than or equal to 0', code: 'INVALID' });
        const compare = input.compareAtPrice === undefined || input.compareAtPrice === null ? input.compareAtPrice : toCents(input.compareAtPrice);
        return { variant, price, compare, policy: input.inventoryPolicy };
      });
      if (errors.length) return { product: null, productVariants: null, userErrors: errors };
      for (const c of changes) {
        if (!c.variant) continue;
        if (c.price !== undefined) c.variant.price = c.price;
        if (c.compare !== undefined) c.variant.compareAtPrice = c.compare ?? null;
        if (c.policy) c.variant.inventoryPolicy = c.policy === 'DENY' ? 'deny' : 'continue';
      }
      product.updatedAt = new Date().toISOString();
      return { product: productNode(product, ctx), productVariants: changes.flatMap((c) => (c.variant ? [variantNode(product, c.variant, ctx)] : [])), userErrors: [] };
    },

    draftOrderCreate: ({ input }: { input: { lineItems?: DraftLineInput[] | null; appliedDiscount?: AppliedDiscountInput | null; note?: string | null; customAttributes?: { key: string; value: string }[] | null; tags?: string[] | null; email?: string | null; phone?: string | null; shippingAddress?: AddressInput | null; discountCodes?: string[] | null; presentmentCurrencyCode?: string | null } }) => {
      const errors: UserError[] = [];
      // Shopify validates the customer's phone as E.164 (an address phone is kept as typed).
      if (input.phone && !/^\+[1-9]\d{6,14}$/.test(input.phone)) errors.push({ field: ['phone'], message: 'Phone is invalid' });
      if ((input.tags ?? []).some((t) => t.length > 40)) errors.push({ field: ['tags'], message: 'Tags is too long (maximum is 40 characters)' });
      // Shopify prices the draft in the presentment currency at its rate; custom line prices are taken as given.
      const currency = currencyByCode(input.presentmentCurrencyCode) ?? CURRENCIES[0];
      const items = input.lineItems ?? [];
      if (items.length === 0) errors.push({ field: ['lineItems'], message: 'Add at least 1 product' });
      const lines = items.map((item, i): OrderLine | undefined => {
        if (!Number.isInteger(item.quantity) || item.quantity < 1) errors.push({ field: ['lineItems', String(i), 'quantity'], message: 'Quantity must be greater than or equal to 1' });
        const properties = (item.customAttributes ?? []).map((a) => ({ name: a.key, value: a.value }));
        if (item.variantId) {
          const found = state.catalog.variant(parseGid(item.variantId, 'ProductVariant') ?? -1);
          if (!found) {
            errors.push({ field: ['lineItems', String(i), 'variantId'], message: 'Product with ID could not be found' });
            return undefined;
          }
          const price = convert(found.variant.price, currency.rate);
          const amount = price * item.quantity;
          return { id: state.nextId(), variantId: found.variant.id, productId: found.product.id, title: found.product.title, variantTitle: found.variant.title === 'Default Title' ? null : found.variant.title, sku: found.variant.sku, quantity: item.quantity, price, totalDiscount: discountOf(amount, item.quantity, item.appliedDiscount, currency), properties };
        }
        const price = toCents(item.originalUnitPrice);
        if (!item.title || price === undefined) {
          errors.push({ field: ['lineItems', String(i)], message: 'Custom line items need a title and an originalUnitPrice' });
          return undefined;
        }
        return { id: state.nextId(), variantId: null, productId: null, title: item.title, variantTitle: null, sku: '', quantity: item.quantity, price, totalDiscount: discountOf(price * item.quantity, item.quantity, item.appliedDiscount, currency), properties };
      });
      if (errors.length) return { draftOrder: null, userErrors: errors };
      const kept = lines.filter((l): l is OrderLine => l !== undefined);
      const subtotal = kept.reduce((s, l) => s + l.price * l.quantity - l.totalDiscount, 0);
      const orderDiscount = input.appliedDiscount ? discountOf(subtotal, 1, input.appliedDiscount, currency) : 0;
      const codeDiscount = draftCodeDiscount(state.discounts, input.discountCodes ?? [], kept, subtotal - orderDiscount, currency.rate);
      const draft: DraftOrder = {
        id: 1100000000000 + state.draftOrders.length + 1, name: `#D${state.draftOrders.length + 1}`, token: randomBytes(16).toString('hex'), currency: currency.code, lines: kept,
        orderDiscount: input.appliedDiscount ? { title: input.appliedDiscount.title ?? 'Discount', valueType: input.appliedDiscount.valueType, value: input.appliedDiscount.value } : null,
        codeDiscount,
        note: input.note ?? null, customAttributes: input.customAttributes ?? [], tags: input.tags ?? [], email: input.email ?? null, phone: input.phone ?? null, shippingAddress: mailingAddress(input.shippingAddress), subtotal, total: subtotal - orderDiscount - (codeDiscount?.amount ?? 0),
        status: 'OPEN', orderId: null, createdAt: new Date().toISOString(),
      };
      state.draftOrders.push(draft);
      return { draftOrder: draftOrderNode(draft, ctx), userErrors: [] };
    },

    draftOrderComplete: async ({ id, paymentPending }: { id: string; paymentPending?: boolean | null }) => {
      const draft = state.draftOrders.find((d) => d.id === parseGid(id, 'DraftOrder'));
      if (!draft) return { draftOrder: null, userErrors: [{ field: ['id'], message: 'Draft order does not exist' }] };
      if (draft.status === 'COMPLETED') return { draftOrder: null, userErrors: [{ field: ['id'], message: 'This order has already been paid' }] };
      const fault = state.faults.draftOrderComplete;
      if (fault !== null) return { draftOrder: null, userErrors: [{ field: ['id'], message: fault }] };
      await completeDraft(ctx.deps, draft, paymentPending ?? false);
      return { draftOrder: draftOrderNode(draft, ctx), userErrors: [] };
    },

    draftOrderDelete: ({ input }: { input: { id: string } }) => {
      const index = state.draftOrders.findIndex((d) => d.id === parseGid(input.id, 'DraftOrder'));
      const draft = state.draftOrders[index];
      if (!draft) return { deletedId: null, userErrors: [{ field: ['id'], message: 'Draft order does not exist' }] };
      if (draft.status === 'COMPLETED') return { deletedId: null, userErrors: [{ field: ['id'], message: 'A completed draft order cannot be deleted' }] };
      state.draftOrders.splice(index, 1);
      return { deletedId: input.id, userErrors: [] };
    },

    discountCodeBasicCreate: ({ basicCodeDiscount: b }: { basicCodeDiscount: BasicCodeInput }) => {
      const errors: UserError[] = [];
      const field = (name: string) => ['basicCodeDiscount', name];
      const code = (b.code ?? '').trim();
      if (!b.title || !b.title.trim()) errors.push({ field: field('title'), message: "Title can't be blank", code: 'BLANK' });
      if (!code) errors.push({ field: field('code'), message: "Code can't be blank", code: 'BLANK' });
      else if (state.discounts.some((r) => r.code?.toLowerCase() === code.toLowerCase())) errors.push({ field: field('code'), message: 'Code must be unique. Please try a different code.', code: 'TAKEN' });
      const value = b.customerGets?.value;
      const percentage = value?.percentage;
      const amount = value?.discountAmount ? toCents(value.discountAmount.amount) : undefined;
      if (percentage !== undefined && percentage !== null && (percentage <= 0 || percentage > 1)) errors.push({ field: ['basicCodeDiscount', 'customerGets', 'value', 'percentage'], message: 'Value must be between 0.0 and 1.0', code: 'VALUE_OUTSIDE_RANGE' });
      if ((percentage === undefined || percentage === null) && (amount === undefined || amount <= 0)) errors.push({ field: ['basicCodeDiscount', 'customerGets', 'value'], message: 'Value must be greater than 0', code: 'INVALID' });
      if (errors.length) return { codeDiscountNode: null, userErrors: errors };
      const items = b.customerGets?.items;
      const productIds = (items?.products?.productsToAdd ?? []).map((id) => parseGid(id, 'Product')).filter((n): n is number => n !== undefined);
      for (const variantGid of items?.products?.productVariantsToAdd ?? []) {
        const found = state.catalog.variant(parseGid(variantGid, 'ProductVariant') ?? -1);
        if (found) productIds.push(found.product.id);
      }
      const collectionIds = (items?.collections?.add ?? []).map((id) => parseGid(id, 'Collection')).filter((n): n is number => n !== undefined);
      const now = new Date().toISOString();
      const rule: DiscountRule = {
        id: 1370000000000 + state.discounts.length + 1, code, title: b.title ?? code,
        valueType: percentage !== undefined && percentage !== null ? 'percentage' : 'fixed_amount',
        value: percentage !== undefined && percentage !== null ? Math.round(percentage * 10000) / 100 : (amount ?? 0),
        appliesOnEachItem: value?.discountAmount?.appliesOnEachItem ?? false,
        target: items?.all || (productIds.length === 0 && collectionIds.length === 0) ? { kind: 'order' } : { kind: 'products', productIds, collectionIds },
        minimumSubtotal: toCents(b.minimumRequirement?.subtotal?.greaterThanOrEqualToSubtotal) ?? null,
        minimumQuantity: b.minimumRequirement?.quantity?.greaterThanOrEqualToQuantity ? Number(b.minimumRequirement.quantity.greaterThanOrEqualToQuantity) : null,
        usageLimit: b.usageLimit ?? null, usageCount: 0, appliesOncePerCustomer: b.appliesOncePerCustomer ?? false,
        startsAt: b.startsAt ?? now, endsAt: b.endsAt ?? null, createdAt: now,
      };
      state.discounts.push(rule);
      return { codeDiscountNode: discountNode(rule), userErrors: [] };
    },
  };
}
