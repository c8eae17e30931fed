import type { Models } from './connection';

/** Wires associations after every model is defined (sequelize express-example's extra-setup). */
export function applyAssociations(m: Models): void {
  const owned = { foreignKey: 'shop_id', onDelete: 'CASCADE' as const };
  m.Shop.hasMany(m.Campaign, owned);
  m.Campaign.belongsTo(m.Shop, { foreignKey: 'shop_id' });
  m.Shop.hasMany(m.AnalyticsEvent, owned);
  m.Shop.hasMany(m.UpsellAttribution, owned);
  m.Shop.hasMany(m.UploadedImage, owned);
}
