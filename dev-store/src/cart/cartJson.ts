import { absoluteImage, type Presentment } from '../catalog/serialize';
import type { Cart } from './cartStore';
import type { DiscountApplication, PricedCart, PricedLine } from './pricing';

function applicationJson(a: DiscountApplication, createdAt: string) {
  return {
    type: a.type, key: a.key, title: a.title, description: a.description, value: a.valueType === 'percentage' ? a.value.toFixed(1) : (a.value / 100).toFixed(2),
    created_at: createdAt, value_type: a.valueType, allocation_method: a.allocationMethod, target_selection: a.targetSelection, target_type: 'line_item',
    total_allocated_amount: a.totalAllocatedAmount,
  };
}

/** One cart line in Shopify's Ajax shape (all money in presentment cents). */
export function lineItemJson(l: PricedLine, cart: Cart, p: Presentment) {
  const { product, variant } = l;
  const onlyDefault = product.variants.length === 1 && variant.title === 'Default Title';
  const image = product.images.find((i) => i.id === variant.imageId) ?? product.images[0];
  const discountedUnit = Math.round(l.finalLinePrice / l.line.quantity);
  return {
    id: variant.id, properties: l.line.properties, quantity: l.line.quantity, variant_id: variant.id, key: l.key,
    title: onlyDefault ? product.title : `${product.title} - ${variant.title}`,
    price: l.unitPrice, original_price: l.unitPrice, presentment_price: l.unitPrice / 100, discounted_price: discountedUnit,
    line_price: l.finalLinePrice, original_line_price: l.originalLinePrice, total_discount: l.lineDiscount,
    discounts: l.allocations.map((a) => ({ amount: a.amount, title: a.application.title })),
    sku: variant.sku, grams: variant.grams, vendor: product.vendor, taxable: variant.taxable, product_id: product.id,
    product_has_only_default_variant: onlyDefault, gift_card: product.productType === 'Gift Card',
    final_price: discountedUnit, final_line_price: l.finalLinePrice, url: `/products/${product.handle}?variant=${variant.id}`,
    featured_image: image ? { aspect_ratio: image.width / image.height, alt: image.alt ?? product.title, height: image.height, url: absoluteImage(image.src, p.origin), width: image.width } : null,
    image: image ? absoluteImage(image.src, p.origin) : null, handle: product.handle, requires_shipping: variant.requiresShipping,
    product_type: product.productType, product_title: product.title, product_description: product.bodyHtml.replace(/<[^>]+>/g, ''),
    variant_title: onlyDefault ? null : variant.title, variant_options: variant.options,
    options_with_values: product.options.map((o, i) => ({ name: o.name, value: variant.options[i] })),
    line_level_discount_allocations: l.allocations.map((a) => ({ amount: a.amount, discount_application: applicationJson(a.application, cart.createdAt) })),
    line_level_total_discount: l.lineDiscount,
    quantity_rule: { min: 1, max: null, increment: 1 }, has_components: false,
    ...(l.sellingPlan
      ? {
          selling_plan_allocation: {
            price_adjustments: [{ position: 1, price: l.unitPrice }], price: l.unitPrice, compare_at_price: l.variantPrice, per_delivery_price: l.unitPrice,
            selling_plan: {
              id: l.sellingPlan.plan.id, name: l.sellingPlan.plan.name, description: l.sellingPlan.plan.description,
              options: l.sellingPlan.plan.options.map((o, i) => ({ name: o.name, position: i + 1, value: o.value })),
              recurring_deliveries: l.sellingPlan.plan.recurringDeliveries,
              price_adjustments: l.sellingPlan.plan.priceAdjustments.map((a, i) => ({ order_count: null, position: i + 1, value_type: a.valueType, value: a.value })),
            },
          },
        }
      : {}),
  };
}

/** Attributes the Ajax API shows: names starting with "__" are private and hidden. */
export function publicAttributes(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([k]) => !k.startsWith('__')));
}

/** The whole cart in Shopify's cart.js shape. */
export function cartJson(cart: Cart, priced: PricedCart, p: Presentment) {
  return {
    token: cart.token, note: cart.note, attributes: publicAttributes(cart.attributes),
    original_total_price: priced.originalTotal, total_price: priced.total, total_discount: priced.totalDiscount, total_weight: priced.totalWeight,
    item_count: priced.itemCount, items: priced.lines.map((l) => lineItemJson(l, cart, p)), requires_shipping: priced.requiresShipping,
    currency: p.currency, items_subtotal_price: priced.itemsSubtotal,
    cart_level_discount_applications: priced.cartApplications.map((a) => applicationJson(a, cart.createdAt)),
    discount_codes: priced.discountCodes,
  };
}
