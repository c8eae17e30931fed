import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** An invitation link (/invitation/{id}): a plan discount, optionally for one shop, optionally expiring. */
export interface InvitationAttributes {
  id: string;
  discount_percent: number;
  /** When set, the landing forwards straight into that shop's install. */
  shop_domain: string | null;
  expires_at: Date | null;
  created_at?: Date;
}

/** An invitation row. */
export interface InvitationInstance
  extends
    Model<InvitationAttributes, Optional<InvitationAttributes, 'shop_domain' | 'expires_at'>>,
    InvitationAttributes {}

/** Defines the Invitation model on one Sequelize instance. */
export function defineInvitation(sequelize: Sequelize): ModelStatic<InvitationInstance> {
  return sequelize.define<InvitationInstance>(
    'Invitation',
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      discount_percent: { type: DataTypes.INTEGER, allowNull: false },
      shop_domain: { type: DataTypes.STRING(255), allowNull: true },
      expires_at: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'invitations', underscored: true, timestamps: true, updatedAt: false },
  );
}
