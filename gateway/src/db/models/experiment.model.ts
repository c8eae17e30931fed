import type { ExperimentGoal, ExperimentStatus } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, integer, nullable, nullableString, required, shopId, string } from '../columns';

/** Columns of `experiments` (docs/experiments.md "Data"); the domain's Experiment is read from them. */
export interface ExperimentAttributes {
  /** `x_` + 12 random characters; travels in the arm attribute, so it keeps to `[A-Za-z0-9_-]{1,64}`. */
  id: string;
  shop_id: string;
  name: string;
  variant_kind: 'draft' | 'theme';
  /** The draft cart under test; null when the variant is the theme's own cart. */
  draft_id: string | null;
  /** Percent of visitors on the variant, 1-99. */
  split_percent: number;
  goal: ExperimentGoal;
  /** The fixed horizon: visitors in both arms together. */
  planned_visitors: number;
  status: ExperimentStatus;
  started_at: Date | null;
  stopped_at: Date | null;
  created_at?: Date;
  updated_at?: Date;
}

/** An experiments row. */
export interface ExperimentInstance
  extends Model<
      ExperimentAttributes,
      Optional<ExperimentAttributes, 'draft_id' | 'status' | 'started_at' | 'stopped_at'>
    >,
    ExperimentAttributes {}

/** Defines the Experiment model on one Sequelize instance. */
export function defineExperiment(sequelize: Sequelize): ModelStatic<ExperimentInstance> {
  const stamp = () => required(DataTypes.DATE(3), { defaultValue: DataTypes.NOW });
  return defineTable<ExperimentInstance>(
    sequelize,
    'Experiment',
    'experiments',
    {
      id: string(64, { primaryKey: true }),
      shop_id: shopId(),
      name: string(100),
      variant_kind: string(16),
      draft_id: nullableString(64),
      split_percent: integer(),
      goal: string(32),
      planned_visitors: integer(),
      status: string(16, { defaultValue: 'draft' }),
      started_at: nullable(DataTypes.DATE(3)),
      stopped_at: nullable(DataTypes.DATE(3)),
      created_at: stamp(),
      updated_at: stamp(),
    },
    'both',
    { createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
