import type { Arm } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineTable, integer, required, string } from '../columns';

/** The sums one experiment_daily row keeps (docs/experiments.md "Data"). */
export interface ExperimentDailyTotals {
  visitors: number;
  cart_views: number;
  impressions: number;
  orders: number;
  converting_visitors: number;
  revenue_cents: number;
  /** Σ of each visitor's revenue total squared, kept by the domain README's rule (a double). */
  revenue_sq_cents: number;
  added_revenue_cents: number;
}

/** The columns summed, in table order. */
export const EXPERIMENT_DAILY_FIELDS = [
  'visitors',
  'cart_views',
  'impressions',
  'orders',
  'converting_visitors',
  'revenue_cents',
  'revenue_sq_cents',
  'added_revenue_cents',
] as const satisfies ReadonlyArray<keyof ExperimentDailyTotals>;

/** Columns of `experiment_daily`: one experiment's arm on one of the shop's calendar days. */
export interface ExperimentDailyAttributes extends ExperimentDailyTotals {
  experiment_id: string;
  arm: Arm;
  day: number;
}

/** An experiment_daily row; written only by services/experimentMeasurement. */
export interface ExperimentDailyInstance extends Model<ExperimentDailyAttributes>, ExperimentDailyAttributes {}

const counter = () => integer({ defaultValue: 0 });
const cents = () => required(DataTypes.BIGINT, { defaultValue: 0 });

/** Defines the ExperimentDaily model on one Sequelize instance. */
export function defineExperimentDaily(sequelize: Sequelize): ModelStatic<ExperimentDailyInstance> {
  return defineTable<ExperimentDailyInstance>(
    sequelize,
    'ExperimentDaily',
    'experiment_daily',
    {
      experiment_id: string(64, { primaryKey: true }),
      arm: string(8, { primaryKey: true }),
      day: integer({ primaryKey: true }),
      visitors: counter(),
      cart_views: counter(),
      impressions: counter(),
      orders: counter(),
      converting_visitors: counter(),
      revenue_cents: cents(),
      revenue_sq_cents: required(DataTypes.DOUBLE, { defaultValue: 0 }),
      added_revenue_cents: cents(),
    },
    'none',
  );
}
