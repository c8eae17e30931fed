import { Sequelize, Transaction, type ModelStatic } from 'sequelize';
import type { Logger } from '../logger';
import { finalizeDriverSelects } from './driverSelect';
import { applyAssociations } from './associations';
import { defineAnalyticsDaily, type AnalyticsDailyInstance } from './models/analyticsDaily.model';
import { defineAnalyticsEvent, type AnalyticsEventInstance } from './models/analyticsEvent.model';
import { defineAppSubscription, type AppSubscriptionInstance } from './models/appSubscription.model';
import { defineBillingCoupon, type BillingCouponInstance } from './models/billingCoupon.model';
import { defineBillingOrder, type BillingOrderInstance } from './models/billingOrder.model';
import { defineAnalyticsOrder, type AnalyticsOrderInstance } from './models/analyticsOrder.model';
import { defineCampaign, type CampaignInstance } from './models/campaign.model';
import { defineCartDraft, type CartDraftInstance } from './models/cartDraft.model';
import { defineExperiment, type ExperimentInstance } from './models/experiment.model';
import { defineExperimentDaily, type ExperimentDailyInstance } from './models/experimentDaily.model';
import { defineExperimentOrder, type ExperimentOrderInstance } from './models/experimentOrder.model';
import { defineExperimentVisitor, type ExperimentVisitorInstance } from './models/experimentVisitor.model';
import { defineInvitation, type InvitationInstance } from './models/invitation.model';
import { defineReferral, type ReferralInstance } from './models/referral.model';
import { defineReferralPartner, type ReferralPartnerInstance } from './models/referralPartner.model';
import { defineCodOrder, type CodOrderInstance } from './models/codOrder.model';
import { defineShop, type ShopInstance } from './models/shop.model';
import { defineUploadedImage, type UploadedImageInstance } from './models/uploadedImage.model';
import { defineUsageCharge, type UsageChargeInstance } from './models/usageCharge.model';
import { defineUpsellAttribution, type UpsellAttributionInstance } from './models/upsellAttribution.model';
import { defineWebhookDelivery, type WebhookDeliveryInstance } from './models/webhookDelivery.model';

/** Every model, bound to one Sequelize instance. */
export interface Models {
  Shop: ModelStatic<ShopInstance>;
  Campaign: ModelStatic<CampaignInstance>;
  AnalyticsEvent: ModelStatic<AnalyticsEventInstance>;
  UpsellAttribution: ModelStatic<UpsellAttributionInstance>;
  UploadedImage: ModelStatic<UploadedImageInstance>;
  WebhookDelivery: ModelStatic<WebhookDeliveryInstance>;
  AppSubscription: ModelStatic<AppSubscriptionInstance>;
  BillingOrder: ModelStatic<BillingOrderInstance>;
  UsageCharge: ModelStatic<UsageChargeInstance>;
  BillingCoupon: ModelStatic<BillingCouponInstance>;
  Invitation: ModelStatic<InvitationInstance>;
  ReferralPartner: ModelStatic<ReferralPartnerInstance>;
  Referral: ModelStatic<ReferralInstance>;
  AnalyticsDaily: ModelStatic<AnalyticsDailyInstance>;
  AnalyticsOrder: ModelStatic<AnalyticsOrderInstance>;
  CodOrder: ModelStatic<CodOrderInstance>;
  CartDraft: ModelStatic<CartDraftInstance>;
  Experiment: ModelStatic<ExperimentInstance>;
  ExperimentVisitor: ModelStatic<ExperimentVisitorInstance>;
  ExperimentDaily: ModelStatic<ExperimentDailyInstance>;
  ExperimentOrder: ModelStatic<ExperimentOrderInstance>;
}

/** A connected database: models plus the one way to write (see write()). */
export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  /**
   * Runs fn in a write transaction. SQLite has one writer: transactions are queued in-process and begin IMMEDIATE
   * (the write lock up front, so two never both read-then-write); MySQL uses READ COMMITTED plus row locks
   * (SELECT ... FOR UPDATE) taken by the caller.
   */
  write<T>(fn: (t: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A promise chain that runs tasks one at a time. */
function createQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const isBusy = (err: unknown): boolean => /SQLITE_BUSY/.test(String((err as Error)?.message ?? err));

/** Opens DATABASE_URL (sqlite:<file> | sqlite::memory: | mysql://...) and defines every model on it. */
export async function connectDatabase(url: string, logger?: Logger): Promise<Database> {
  const logging = logger ? (sql: string) => logger.trace({ sql }, 'sql') : false;
  let sequelize: Sequelize;
  let dialect: Database['dialect'];
  if (url.startsWith('sqlite:')) {
    dialect = 'sqlite';
    const storage = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') || ':memory:';
    sequelize = new Sequelize({
      dialect: 'sqlite',
      storage,
      logging,
      transactionType: Transaction.TYPES.IMMEDIATE,
    });
    if (storage !== ':memory:') {
      // WAL lets readers run while a write transaction is open on its own connection.
      await sequelize.query('PRAGMA journal_mode = WAL');
      await sequelize.query('PRAGMA busy_timeout = 5000');
    }
  } else {
    dialect = 'mysql';
    sequelize = new Sequelize(url, {
      dialect: 'mysql',
      logging,
      timezone: '+00:00',
      // Bounded waits: with the server down a request fails within seconds (503, Retry-After) instead of hanging on
      // a connection attempt or a pool slot for Sequelize's default minute.
      pool: { max: 10, min: 0, idle: 10000, acquire: 5000 },
      dialectOptions: { charset: 'utf8mb4', decimalNumbers: true, connectTimeout: 3000 },
      define: { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    });
    await sequelize.authenticate();
  }
  const models: Models = {
    Shop: defineShop(sequelize),
    Campaign: defineCampaign(sequelize),
    AnalyticsEvent: defineAnalyticsEvent(sequelize),
    UpsellAttribution: defineUpsellAttribution(sequelize),
    UploadedImage: defineUploadedImage(sequelize),
    WebhookDelivery: defineWebhookDelivery(sequelize),
    AppSubscription: defineAppSubscription(sequelize),
    BillingOrder: defineBillingOrder(sequelize),
    UsageCharge: defineUsageCharge(sequelize),
    BillingCoupon: defineBillingCoupon(sequelize),
    Invitation: defineInvitation(sequelize),
    ReferralPartner: defineReferralPartner(sequelize),
    Referral: defineReferral(sequelize),
    AnalyticsDaily: defineAnalyticsDaily(sequelize),
    AnalyticsOrder: defineAnalyticsOrder(sequelize),
    CodOrder: defineCodOrder(sequelize),
    CartDraft: defineCartDraft(sequelize),
    Experiment: defineExperiment(sequelize),
    ExperimentVisitor: defineExperimentVisitor(sequelize),
    ExperimentDaily: defineExperimentDaily(sequelize),
    ExperimentOrder: defineExperimentOrder(sequelize),
  };
  applyAssociations(models);

  const queue = createQueue();
  // Writes still running: close() lets them land first (a write nobody awaits, such as the lookup's snapshot, may
  // still be in flight when a process shuts down).
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(run: Promise<T>): Promise<T> => {
    inFlight.add(run);
    const settled = (): void => void inFlight.delete(run);
    run.then(settled, settled);
    return run;
  };
  const transact = <T>(fn: (t: Transaction) => Promise<T>): Promise<T> => {
    if (dialect === 'mysql') {
      return sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED }, fn);
    }
    // Another process (the seed CLI) may hold the lock: retry BUSY a few times before giving up.
    return queue(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, fn);
        } catch (err) {
          if (!isBusy(err) || attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        }
      }
    });
  };
  const write = <T>(fn: (t: Transaction) => Promise<T>): Promise<T> => track(transact(fn));
  const database: Database = {
    sequelize,
    models,
    dialect,
    write,
    close: async () => {
      await Promise.allSettled([...inFlight]);
      await finalizeDriverSelects(database);
      await sequelize.close();
    },
  };
  return database;
}
