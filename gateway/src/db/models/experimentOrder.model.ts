import type { Arm } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, integer, required, string } from '../columns';

/** Columns of `experiment_orders`: an order counted for an experiment (so a redelivery never counts it twice). */
export interface ExperimentOrderAttributes {
  experiment_id: string;
  order_id: string;
  visitor_id: string;
  arm: Arm;
  /** The shop's calendar day it was counted on. */
  day: number;
  revenue_cents: number;
  added_revenue_cents: number;
  createdAt?: Date;
}

/** An experiment_orders row. */
export interface ExperimentOrderInstance
  extends
    Model<ExperimentOrderAttributes, Optional<ExperimentOrderAttributes, 'createdAt'>>,
    ExperimentOrderAttributes {}

/** Defines the ExperimentOrder model on one Sequelize instance. */
export function defineExperimentOrder(sequelize: Sequelize): ModelStatic<ExperimentOrderInstance> {
  return defineTable<ExperimentOrderInstance>(
    sequelize,
    'ExperimentOrder',
    'experiment_orders',
    {
      experiment_id: string(64, { primaryKey: true }),
      order_id: string(64, { primaryKey: true }),
      visitor_id: string(32),
      arm: string(8),
      day: integer(),
      revenue_cents: required(DataTypes.BIGINT, { defaultValue: 0 }),
      added_revenue_cents: required(DataTypes.BIGINT, { defaultValue: 0 }),
    },
    'created',
  );
}
