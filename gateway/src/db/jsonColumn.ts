import { DataTypes, type ModelAttributeColumnOptions, type Model } from 'sequelize';

interface RawAccess {
  getDataValue(key: string): unknown;
  setDataValue(key: string, value: unknown): void;
}

/**
 * A JSON attribute stored as LONGTEXT/TEXT and (de)serialised here. Sequelize's JSON type comes back as a string on
 * MariaDB (which reports JSON as LONGTEXT) but parsed on SQLite; doing it ourselves gives one behaviour on both.
 */
export function jsonColumn<M extends Model>(name: string, allowNull = true): ModelAttributeColumnOptions<M> {
  return {
    // The column is LONGTEXT on MySQL (see the migrations); the model only needs to know it is text.
    type: DataTypes.TEXT,
    allowNull,
    get(this: M) {
      const raw = (this as unknown as RawAccess).getDataValue(name);
      if (raw === null || raw === undefined) return null;
      return typeof raw === 'string' ? JSON.parse(raw) : raw;
    },
    set(this: M, value: unknown) {
      (this as unknown as RawAccess).setDataValue(
        name,
        value === null || value === undefined ? null : JSON.stringify(value),
      );
    },
  };
}
