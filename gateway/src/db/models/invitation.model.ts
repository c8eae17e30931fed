import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, integer, nullable, nullableString } from '../columns';

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
  return defineTable<InvitationInstance>(
    sequelize,
    'Invitation',
    'invitations',
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      discount_percent: integer(),
      shop_domain: nullableString(255),
      expires_at: nullable(DataTypes.DATE),
    },
    'created',
  );
}
