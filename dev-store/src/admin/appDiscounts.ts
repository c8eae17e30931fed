import { createHash } from 'node:crypto';
import { deployedFunction, isActive } from '../functions/discountFunctions';
import type { FunctionExtension } from '../functions/extension';
import { APP_ID, DISCOUNT_CLASSES, resolveNamespace, type AppDiscount, type DiscountClass, type StoredMetafield } from '../functions/types';
import { connection, gid, type AdminContext } from './nodes';

/** The largest metafield value the store takes (bytes of UTF-8): what a function can read from its input *(choice: README)*. */
export const METAFIELD_VALUE_MAX_BYTES = 10_000;
/** metafieldsSet takes at most 25 metafields per call, as Shopify's. */
const METAFIELDS_PER_CALL = 25;
const METAFIELD_TYPES = ['json', 'single_line_text_field', 'multi_line_text_field', 'boolean', 'number_integer', 'number_decimal'];
const APP = (ctx: AdminContext) => ({ id: gid('App', APP_ID), title: 'Cartlift', apiKey: ctx.deps.config.apiKey, handle: 'cartlift' });

type UserError = { field: string[] | null; message: string; code: string; elementIndex?: number | null };
type MetafieldInput = { ownerId?: string | null; namespace?: string | null; key?: string | null; value?: string | null; type?: string | null };
type AppDiscountInput = {
  title?: string | null; functionId?: string | null; functionHandle?: string | null; startsAt?: string | null; endsAt?: string | null;
  combinesWith?: { orderDiscounts?: boolean | null; productDiscounts?: boolean | null; shippingDiscounts?: boolean | null } | null;
  discountClasses?: DiscountClass[] | null; metafields?: MetafieldInput[] | null;
};

/** A discount's numeric id from its gid: Shopify names it as a DiscountAutomaticNode or as a DiscountNode. */
function discountIdOf(id: unknown): number | undefined {
  const match = typeof id === 'string' ? /^gid:\/\/shopify\/(DiscountAutomaticNode|DiscountNode)\/(\d+)$/.exec(id) : null;
  return match ? Number(match[2]) : undefined;
}

export function metafieldNode(m: StoredMetafield) {
  return {
    id: gid('Metafield', m.id), namespace: m.namespace, key: m.key, value: m.value, type: m.type, ownerType: 'DISCOUNT',
    jsonValue: m.type === 'json' ? JSON.parse(m.value) : m.value, compareDigest: createHash('sha256').update(m.value).digest('hex'),
    createdAt: m.createdAt, updatedAt: m.updatedAt,
  };
}

function statusOf(d: AppDiscount, now: Date): 'ACTIVE' | 'SCHEDULED' | 'EXPIRED' {
  if (isActive(d, now)) return 'ACTIVE';
  return Date.parse(d.startsAt) > now.getTime() ? 'SCHEDULED' : 'EXPIRED';
}

function automaticApp(d: AppDiscount, ctx: AdminContext) {
  const fn = deployedFunction(ctx.deps);
  return {
    __typename: 'DiscountAutomaticApp', discountId: gid('DiscountAutomaticNode', d.id), title: d.title, status: statusOf(d, new Date()),
    startsAt: d.startsAt, endsAt: d.endsAt, createdAt: d.createdAt, updatedAt: d.updatedAt, combinesWith: d.combinesWith,
    discountClasses: d.discountClasses, asyncUsageCount: 0,
    appDiscountType: { appKey: ctx.deps.config.apiKey, functionId: d.functionId, title: fn?.title ?? d.title, description: fn?.description ?? null, discountClasses: d.discountClasses, app: APP(ctx) },
  };
}

const findMetafield = (d: AppDiscount, namespace: string | null | undefined, key: string) =>
  d.metafields.find((m) => m.namespace === resolveNamespace(namespace) && m.key === key);

/** A DiscountAutomaticNode: the discount and the metafields it owns. */
export function automaticNode(d: AppDiscount, ctx: AdminContext) {
  return {
    id: gid('DiscountAutomaticNode', d.id), automaticDiscount: automaticApp(d, ctx),
    metafield: ({ namespace, key }: { namespace?: string | null; key: string }) => {
      const m = findMetafield(d, namespace, key);
      return m ? metafieldNode(m) : null;
    },
    metafields: (args: { first?: number; after?: string; namespace?: string | null }) =>
      connection(d.metafields.filter((m) => !args.namespace || m.namespace === resolveNamespace(args.namespace)).map(metafieldNode), args),
  };
}

function functionNode(fn: FunctionExtension, ctx: AdminContext) {
  return {
    id: fn.id, handle: fn.handle, title: fn.title, description: fn.description, apiType: 'discount', apiVersion: fn.apiVersion, app: APP(ctx), appKey: ctx.deps.config.apiKey,
    useCreationUi: false, inputQuery: fn.targets[0]?.queryText ?? null,
  };
}

/** The problems with one metafield write, as Shopify words them; `at` is the input path of the metafield. */
function metafieldErrors(input: MetafieldInput, existing: StoredMetafield | undefined, at: string[]): UserError[] {
  const errors: UserError[] = [];
  const value = input.value ?? '';
  const type = input.type ?? existing?.type;
  if (!input.key) errors.push({ field: [...at, 'key'], message: "Key can't be blank", code: 'BLANK' });
  if (!type) errors.push({ field: [...at, 'type'], message: "Type can't be blank", code: 'BLANK' });
  else if (!METAFIELD_TYPES.includes(type)) errors.push({ field: [...at, 'type'], message: 'Type is invalid', code: 'INVALID_TYPE' });
  if (Buffer.byteLength(value, 'utf8') > METAFIELD_VALUE_MAX_BYTES) {
    errors.push({ field: [...at, 'value'], message: `Value is too long (maximum is ${METAFIELD_VALUE_MAX_BYTES} bytes)`, code: 'TOO_LONG' });
  } else if (type === 'json') {
    try {
      JSON.parse(value);
    } catch (error) {
      errors.push({ field: [...at, 'value'], message: `Value is invalid JSON: ${error instanceof Error ? error.message : String(error)}.`, code: 'INVALID_VALUE' });
    }
  }
  return errors;
}

/** Writes a checked metafield onto a discount (replacing the one with the same namespace and key). */
function writeMetafield(ctx: AdminContext, d: AppDiscount, input: MetafieldInput): StoredMetafield {
  const now = new Date().toISOString();
  const existing = findMetafield(d, input.namespace, input.key ?? '');
  if (existing) {
    Object.assign(existing, { value: input.value ?? '', type: input.type ?? existing.type, updatedAt: now });
    return existing;
  }
  const created: StoredMetafield = { id: ctx.deps.state.nextId(), namespace: resolveNamespace(input.namespace), key: input.key ?? '', type: input.type ?? 'json', value: input.value ?? '', createdAt: now, updatedAt: now };
  d.metafields.push(created);
  return created;
}

/** The discount input's problems (the same checks for create and update; create needs a function and classes). */
function inputErrors(ctx: AdminContext, input: AppDiscountInput, creating: boolean, current?: AppDiscount): { errors: UserError[]; functionId?: string } {
  const errors: UserError[] = [];
  const at = (...f: string[]) => ['automaticAppDiscount', ...f];
  if ((creating || input.title !== undefined) && !input.title?.trim()) errors.push({ field: at('title'), message: "Title can't be blank", code: 'BLANK' });
  let functionId: string | undefined;
  if (input.functionId && input.functionHandle) errors.push({ field: at('functionId'), message: 'Only one of functionId or functionHandle can be provided.', code: 'TOO_MANY_ARGUMENTS' });
  else if (input.functionId || input.functionHandle) {
    const fn = deployedFunction(ctx.deps);
    const found = fn && (input.functionId ? fn.id === input.functionId : fn.handle === input.functionHandle) ? fn : null;
    if (found) functionId = found.id;
    else errors.push({ field: at(input.functionId ? 'functionId' : 'functionHandle'), message: `Function ${input.functionId ?? input.functionHandle} not found. Ensure that it is released in the current app (${ctx.deps.config.apiKey}), and that the app is installed.`, code: 'INVALID' });
  } else if (creating) errors.push({ field: at('functionId'), message: 'Either functionId or functionHandle must be provided.', code: 'MISSING_ARGUMENT' });
  if ((creating || input.discountClasses) && !(input.discountClasses ?? []).length) errors.push({ field: at('discountClasses'), message: "Discount classes can't be blank", code: 'BLANK' });
  const startsAt = input.startsAt ?? current?.startsAt;
  const endsAt = input.endsAt === undefined ? current?.endsAt : input.endsAt;
  if (startsAt && Number.isNaN(Date.parse(startsAt))) errors.push({ field: at('startsAt'), message: 'Starts at is invalid', code: 'INVALID' });
  if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.push({ field: at('endsAt'), message: 'Ends at needs to be after starts_at', code: 'INVALID' });
  (input.metafields ?? []).forEach((m, i) => errors.push(...metafieldErrors(m, current && m.key ? findMetafield(current, m.namespace, m.key) : undefined, at('metafields', String(i)))));
  return { errors, functionId };
}

function matchesQuery(d: AppDiscount, query: string | null | undefined): boolean {
  // Search syntax over status: and title: (as the rest of the Admin API here: an unsupported field matches nothing).
  return (query ?? '').trim().split(/\s+/).filter(Boolean).every((term) => {
    const [field, ...rest] = term.split(':');
    const value = rest.join(':').replace(/^"|"$/g, '').toLowerCase();
    if (field === 'status') return statusOf(d, new Date()).toLowerCase() === value;
    if (field === 'title') return d.title.toLowerCase() === value;
    if (field === 'type') return value === 'app';
    return false;
  });
}

/** Query resolvers: the app's functions and its automatic discounts. */
export function appDiscountQueries(ctx: AdminContext) {
  const { state } = ctx.deps;
  const byId = (id: unknown) => state.appDiscounts.find((d) => d.id === discountIdOf(id));
  return {
    shopifyFunctions: (args: { first?: number; after?: string; apiType?: string | null; useCreationUi?: boolean | null }) => {
      const fn = deployedFunction(ctx.deps);
      const listed = fn && (!args.apiType || args.apiType === 'discount') && args.useCreationUi !== true ? [functionNode(fn, ctx)] : [];
      return connection(listed, args);
    },
    shopifyFunction: ({ id }: { id: string }) => {
      const fn = deployedFunction(ctx.deps);
      return fn && fn.id === id ? functionNode(fn, ctx) : null;
    },
    discountAutomaticNodes: (args: { first?: number; after?: string; query?: string | null; reverse?: boolean | null }) => {
      const matched = state.appDiscounts.filter((d) => matchesQuery(d, args.query)).map((d) => automaticNode(d, ctx));
      return connection(args.reverse ? matched.reverse() : matched, args);
    },
    automaticDiscountNode: ({ id }: { id: string }) => {
      const d = byId(id);
      return d ? automaticNode(d, ctx) : null;
    },
    discountNode: ({ id }: { id: string }) => {
      const d = byId(id);
      if (!d) return null;
      const node = automaticNode(d, ctx);
      return { id: gid('DiscountNode', d.id), discount: node.automaticDiscount, metafield: node.metafield };
    },
  };
}

/** Mutation resolvers: discountAutomaticAppCreate/Update, discountAutomaticDelete, metafieldsSet. */
export function appDiscountMutations(ctx: AdminContext) {
  const { state } = ctx.deps;
  const byId = (id: unknown) => state.appDiscounts.find((d) => d.id === discountIdOf(id));
  const combines = (c: AppDiscountInput['combinesWith'], base?: AppDiscount['combinesWith']) => ({
    orderDiscounts: c?.orderDiscounts ?? base?.orderDiscounts ?? false, productDiscounts: c?.productDiscounts ?? base?.productDiscounts ?? false,
    shippingDiscounts: c?.shippingDiscounts ?? base?.shippingDiscounts ?? false,
  });
  const classes = (list: DiscountClass[]) => DISCOUNT_CLASSES.filter((c) => list.includes(c));
  return {
    discountAutomaticAppCreate: ({ automaticAppDiscount: input }: { automaticAppDiscount: AppDiscountInput }) => {
      const { errors, functionId } = inputErrors(ctx, input, true);
      if (errors.length || !functionId) return { automaticAppDiscount: null, userErrors: errors };
      const now = new Date().toISOString();
      const discount: AppDiscount = {
        id: 1390000000000 + state.nextId(), title: (input.title ?? '').trim(), functionId, discountClasses: classes(input.discountClasses ?? []),
        combinesWith: combines(input.combinesWith), startsAt: input.startsAt ?? now, endsAt: input.endsAt ?? null, metafields: [], createdAt: now, updatedAt: now,
      };
      for (const m of input.metafields ?? []) writeMetafield(ctx, discount, m);
      state.appDiscounts.push(discount);
      return { automaticAppDiscount: automaticApp(discount, ctx), userErrors: [] };
    },

    discountAutomaticAppUpdate: ({ id, automaticAppDiscount: input }: { id: string; automaticAppDiscount: AppDiscountInput }) => {
      const discount = byId(id);
      if (!discount) return { automaticAppDiscount: null, userErrors: [{ field: ['id'], message: 'Discount does not exist', code: 'INVALID' }] };
      const { errors, functionId } = inputErrors(ctx, input, false, discount);
      if (errors.length) return { automaticAppDiscount: null, userErrors: errors };
      Object.assign(discount, {
        title: input.title?.trim() ?? discount.title, functionId: functionId ?? discount.functionId,
        discountClasses: input.discountClasses ? classes(input.discountClasses) : discount.discountClasses,
        combinesWith: combines(input.combinesWith, discount.combinesWith), startsAt: input.startsAt ?? discount.startsAt,
        endsAt: input.endsAt === undefined ? discount.endsAt : input.endsAt, updatedAt: new Date().toISOString(),
      });
      for (const m of input.metafields ?? []) writeMetafield(ctx, discount, m);
      return { automaticAppDiscount: automaticApp(discount, ctx), userErrors: [] };
    },

    discountAutomaticDelete: ({ id }: { id: string }) => {
      const discount = byId(id);
      if (!discount) return { deletedAutomaticDiscountId: null, userErrors: [{ field: ['id'], message: 'Discount does not exist', code: 'INVALID' }] };
      state.appDiscounts = state.appDiscounts.filter((d) => d !== discount);
      return { deletedAutomaticDiscountId: gid('DiscountAutomaticNode', discount.id), userErrors: [] };
    },

    // All or nothing, as Shopify's: one bad metafield and none is written.
    metafieldsSet: ({ metafields }: { metafields: MetafieldInput[] }) => {
      if (metafields.length > METAFIELDS_PER_CALL) {
        return { metafields: null, userErrors: [{ field: ['metafields'], message: `Exceeded the maximum metafields input limit of ${METAFIELDS_PER_CALL}.`, code: 'LESS_THAN_OR_EQUAL_TO', elementIndex: null }] };
      }
      const errors: UserError[] = [];
      const owners = metafields.map((m, i) => {
        const owner = byId(m.ownerId);
        if (!owner) errors.push({ field: ['metafields', String(i), 'ownerId'], message: 'Owner does not exist', code: 'INVALID', elementIndex: null });
        else errors.push(...metafieldErrors(m, m.key ? findMetafield(owner, m.namespace, m.key) : undefined, ['metafields', String(i)]).map((e) => ({ ...e, elementIndex: null })));
        return owner;
      });
      if (errors.length) return { metafields: null, userErrors: errors };
      const written = metafields.map((m, i) => {
        const owner = owners[i] as AppDiscount;
        owner.updatedAt = new Date().toISOString();
        return metafieldNode(writeMetafield(ctx, owner, m));
      });
      return { metafields: written, userErrors: [] };
    },
  };
}
