import fs from 'fs/promises';
import path from 'path';
import { purgeShopAnalytics } from '../../services/analyticsRetention';
import { purgeExperimentMeasurement } from '../../services/experimentMeasurement';
import type { WebhookHandler } from '../types';

/** shop/redact (mandatory, 48 h after uninstall): purges every row of the shop and its uploaded files. */
export const shopRedact: WebhookHandler = async ({ deps, shop, transaction }) => {
  const m = deps.db.models;
  const where = { shop_id: shop };
  const images = await m.UploadedImage.findAll({ where, transaction, attributes: ['file_name'] });
  await purgeShopAnalytics(deps.db, shop, transaction);
  await m.UploadedImage.destroy({ where, transaction });
  await m.CodOrder.destroy({ where, transaction });
  await purgeExperimentMeasurement(deps.db, shop, transaction);
  await m.Experiment.destroy({ where, transaction });
  await m.CartDraft.destroy({ where, transaction });
  await m.Campaign.destroy({ where, transaction });
  await m.Shop.destroy({ where: { id: shop }, transaction });
  return async () => {
    await Promise.all(
      images.map((i) => fs.rm(path.join(deps.config.uploadDir, path.basename(i.file_name)), { force: true })),
    );
  };
};
