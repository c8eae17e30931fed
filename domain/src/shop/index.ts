export * from './constants';
export {
  applyNumberInput,
  isHexColour,
  shopColourSchema,
  shopTextStyleSchema,
  validateTextStyle,
  type ShopTextStyle,
} from './fields';
export * from './settings-schema';
export * from './settings-defaults';
export * from './settings';
export * from './settings-validate';
export * from './linked';
export * from './cod';
export * from './cod-answers';
export * from './cod-order';
export * from './sticky';
export * from './sticky-quantity';
export * from './referral';
export * from './shop-schema';
export * from './home';
export * from './metrics';
export * from './date-range';
export * from './dashboard-totals';
export * from './embedding';
