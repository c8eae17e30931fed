import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineTable, integer, shopId, string } from '../columns';

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
  return defineTable<UploadedImageInstance>(
    sequelize,
    'UploadedImage',
    'uploaded_images',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      shop_id: shopId(),
      file_name: string(255, { unique: true }),
      original_name: string(255),
      mime_type: string(64),
      size_bytes: integer(),
    },
    'created',
  );
}
