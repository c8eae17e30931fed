import type { Arm } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, flag, integer, required, string } from '../columns';

/** Columns of `experiment_visitors` (docs/experiments.md "Data"): one visitor of one experiment. */
export interface ExperimentVisitorAttributes {
  experiment_id: string;
  /** The loader's first-party id (domain isVisitorId: 22 URL-safe characters). */
  visitor_id: string;
  /** The arm assignArm gives this visitor (a claimed arm that disagrees is never stored). */
  arm: Arm;
  /** The shop's calendar day the visitor was first seen (dashboardDayNumber). */
  first_day: number;
  cart_viewed: boolean;
  orders: number;
  /** The visitor's attributed revenue so far: r in the Σr² rule (domain experiment README). */
  revenue_cents: number;
  added_revenue_cents: number;
}

/** An experiment_visitors row. */
export interface ExperimentVisitorInstance
  extends
    Model<
      ExperimentVisitorAttributes,
      Optional<ExperimentVisitorAttributes, 'cart_viewed' | 'orders' | 'revenue_cents' | 'added_revenue_cents'>
    >,
    ExperimentVisitorAttributes {}

const cents = () => required(DataTypes.BIGINT, { defaultValue: 0 });

/** Defines the ExperimentVisitor model on one Sequelize instance. */
export function defineExperimentVisitor(sequelize: Sequelize): ModelStatic<ExperimentVisitorInstance> {
  return defineTable<ExperimentVisitorInstance>(
    sequelize,
    'ExperimentVisitor',
    'experiment_visitors',
    {
      experiment_id: string(64, { primaryKey: true }),
      visitor_id: string(32, { primaryKey: true }),
      arm: string(8),
      first_day: integer(),
      cart_viewed: flag(false),
      orders: integer({ defaultValue: 0 }),
      revenue_cents: cents(),
      added_revenue_cents: cents(),
    },
    'none',
  );
}
