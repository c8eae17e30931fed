import type { Models } from './connection';

/** Wires associations after every model is defined (sequelize express-example's extra-setup). */
export function applyAssociations(m: Models): void {
  const owned = { foreignKey: 'shop_id', onDelete: 'CASCADE' as const };
  m.Shop.hasMany(m.Campaign, owned);
  m.Campaign.belongsTo(m.Shop, { foreignKey: 'shop_id' });
  m.Shop.hasMany(m.AnalyticsEvent, owned);
  m.Shop.hasMany(m.UpsellAttribution, owned);
  m.Shop.hasMany(m.UploadedImage, owned);
  m.Shop.hasOne(m.AppSubscription, owned);
  m.Shop.hasMany(m.BillingOrder, owned);
  m.Shop.hasMany(m.UsageCharge, owned);
  m.Shop.hasOne(m.ReferralPartner, owned);
  m.Shop.hasMany(m.Referral, { foreignKey: 'referrer_shop_id', onDelete: 'CASCADE' });
  m.Shop.hasMany(m.AnalyticsDaily, owned);
  m.Shop.hasMany(m.AnalyticsOrder, owned);
  m.Shop.hasMany(m.CodOrder, owned);
  m.Shop.hasMany(m.CartDraft, owned);
  m.Shop.hasMany(m.Experiment, owned);
  const measured = { foreignKey: 'experiment_id', onDelete: 'CASCADE' as const };
  m.Experiment.hasMany(m.ExperimentVisitor, measured);
  m.Experiment.hasMany(m.ExperimentDaily, measured);
  m.Experiment.hasMany(m.ExperimentOrder, measured);
}
