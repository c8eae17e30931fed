import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** An image a merchant uploaded; file_name is generated, never the client's. */
export interface UploadedImageAttributes {
  id: string;
  shop_id: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at?: Date;
}

/** An uploaded image row. */
export interface UploadedImageInstance extends Model<UploadedImageAttributes>, UploadedImageAttributes {}

/** Defines the UploadedImage model on one Sequelize instance. */
export function defineUploadedImage(sequelize: Sequelize): ModelStatic<UploadedImageInstance> {
  return sequelize.define<UploadedImageInstance>(
    'UploadedImage',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      file_name: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      original_name: { type: DataTypes.STRING(255), allowNull: false },
      mime_type: { type: DataTypes.STRING(64), allowNull: false },
      size_bytes: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'uploaded_images', underscored: true, timestamps: true, updatedAt: false },
  );
}
