import { DataTypes, type Attributes, type Model, type ModelAttributeColumnOptions } from 'sequelize';

/**
 * A JSON attribute stored as LONGTEXT/TEXT and (de)serialised here. Sequelize's JSON type comes back as a string on
 * MariaDB (which reports JSON as LONGTEXT) but parsed on SQLite; doing it ourselves gives one behaviour on both.
 * The attribute's type is the one its model interface declares (a domain type); `name` must be one of its attributes.
 */
export function jsonColumn<M extends Model>(
  name: keyof Attributes<M> & string,
  allowNull = true,
): ModelAttributeColumnOptions<M> {
  return {
    // The column is LONGTEXT on MySQL (see the migrations); the model only needs to know it is text.
    type: DataTypes.TEXT,
    allowNull,
    // The raw value is the stored text, not the attribute's declared type, so it is read and written untyped.
    get(this: Model<Record<string, unknown>>) {
      const raw = this.getDataValue(name);
      if (raw === null || raw === undefined) return null;
      return typeof raw === 'string' ? JSON.parse(raw) : raw;
    },
    set(this: Model<Record<string, unknown>>, value: unknown) {
      this.setDataValue(name, value === null || value === undefined ? null : JSON.stringify(value));
    },
  };
}
