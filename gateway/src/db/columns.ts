import {
  DataTypes,
  type Attributes,
  type DataType,
  type Model,
  type ModelAttributeColumnOptions,
  type ModelAttributes,
  type ModelOptions,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** What a column may add to its type and nullability: a default, a key, uniqueness. */
type ColumnExtra = Omit<ModelAttributeColumnOptions, 'type' | 'allowNull'>;

// Each helper returns a new object: Sequelize writes the attribute's field name into the object it is given, so one
// object shared by two columns would map both to the first column's name.

/** A NOT NULL column of `type`. */
export const required = (type: DataType, extra: ColumnExtra = {}): ModelAttributeColumnOptions => ({
  type,
  allowNull: false,
  ...extra,
});

/** A nullable column of `type`. */
export const nullable = (type: DataType): ModelAttributeColumnOptions => ({ type, allowNull: true });

/** A NOT NULL VARCHAR(length). */
export const string = (length: number, extra: ColumnExtra = {}) => required(DataTypes.STRING(length), extra);

/** A nullable VARCHAR(length). */
export const nullableString = (length: number) => nullable(DataTypes.STRING(length));

/** A NOT NULL INTEGER. */
export const integer = (extra: ColumnExtra = {}) => required(DataTypes.INTEGER, extra);

/** A NOT NULL BOOLEAN with its default. */
export const flag = (defaultValue: boolean) => required(DataTypes.BOOLEAN, { defaultValue });

/** An auto-increment INTEGER primary key. */
export const serialId = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  primaryKey: true,
  autoIncrement: true,
});

/** The owning shop's id (its myshopify domain); the foreign key itself is declared by the migrations. */
export const shopId = (extra: ColumnExtra = {}) => string(255, extra);

/**
 * Which timestamps a table keeps, as the migrations created them: both (created_at and updated_at), created_at only
 * (rows never updated) or none.
 */
export type Timestamps = 'both' | 'created' | 'none';

const TIMESTAMP_OPTIONS: Record<Timestamps, ModelOptions> = {
  both: { timestamps: true },
  created: { timestamps: true, updatedAt: false },
  none: { timestamps: false },
};

/** Defines a model over `tableName` with snake_case columns (every table of the migrations is underscored). */
export function defineTable<M extends Model>(
  sequelize: Sequelize,
  modelName: string,
  tableName: string,
  attributes: ModelAttributes<M, Attributes<M>>,
  timestamps: Timestamps,
  options: ModelOptions<M> = {},
): ModelStatic<M> {
  return sequelize.define<M>(modelName, attributes, {
    tableName,
    underscored: true,
    ...TIMESTAMP_OPTIONS[timestamps],
    ...options,
  });
}
