import express, { Router, type RequestHandler } from 'express';
import {
  ADMIN_REST,
  activateSchema,
  analyticsRequestSchema,
  cartLinksSchema,
  collectionsQuerySchema,
  hiddenProductSchema,
  productsQuerySchema,
  storefrontQuerySchema,
  uploadSchema,
} from '@cartlift/domain';
import { z } from 'zod';
import { sessionOf } from '../auth/requireSession';
import type { AppDeps } from '../context';
import { activateCart, cartStatus, saveCartLinks, storefrontPage } from '../services/cart';
import { searchCampaigns } from '../services/campaigns';
import { billingRouter } from './billing';
import { dashboardChart, dashboardCount } from '../services/dashboard';
import { timeZoneOf } from '../services/shopTimeZone';
import { notFound } from '../shared/errors';
import { campaignAnalytics } from './analytics';
import { listCollections } from './collections';
import { parseChartQuery, parseDashboardQuery } from './dashboardQuery';
import { createHiddenProduct, listProducts } from './products';
import { uploadImage } from './uploadImage';
import { jsonBody } from '../http/jsonBody';
import { parseOr400 } from '../http/validate';
import { onCall } from './contractRoute';

const searchSchema = z.strictObject({ keyword: z.string().max(100).default('') });

/** The admin's REST routes (campaigns.md §7); every one behind the session check, which runs before body parsing. */
export function adminRestRouter(deps: AppDeps, session: RequestHandler): Router {
  const r = Router();
  const json = jsonBody('64kb');
  const token = (res: express.Response): string => sessionOf(res).shopRow.access_token ?? '';

  const guarded = [session];
  const withBody = [session, json];
  const shop = (res: express.Response) => sessionOf(res).shop;
  const zone = (res: express.Response) => timeZoneOf(sessionOf(res).shopRow);

  onCall(r, ADMIN_REST.campaignAnalytics, withBody, async (req, res) =>
    campaignAnalytics(deps, shop(res), parseOr400(analyticsRequestSchema, req.body ?? {})),
  );
  onCall(r, ADMIN_REST.dashboardCount, guarded, async (req, res) =>
    dashboardCount(deps.db, shop(res), parseDashboardQuery(req.query, zone(res))),
  );
  onCall(r, ADMIN_REST.dashboardChart, guarded, async (req, res) =>
    dashboardChart(deps.db, shop(res), parseChartQuery(req.query, zone(res))),
  );
  onCall(
    r,
    ADMIN_REST.uploadImage,
    [session, jsonBody('1500kb')],
    async (req, res) => uploadImage(deps, shop(res), parseOr400(uploadSchema, req.body)),
    201,
  );
  onCall(r, ADMIN_REST.products, guarded, async (req, res) =>
    listProducts(deps, shop(res), token(res), parseOr400(productsQuerySchema, req.query)),
  );
  onCall(r, ADMIN_REST.collections, guarded, async (req, res) =>
    listCollections(deps, shop(res), token(res), parseOr400(collectionsQuerySchema, req.query)),
  );
  onCall(
    r,
    ADMIN_REST.createHiddenProduct,
    withBody,
    async (req, res) => createHiddenProduct(deps, shop(res), token(res), parseOr400(hiddenProductSchema, req.body)),
    201,
  );
  // campaigns.md §7's search, which no admin screen calls: not in the admin's contract.
  r.get('/campaigns/search', session, async (req, res) => {
    const { keyword } = parseOr400(searchSchema, req.query);
    res.json({ campaigns: await searchCampaigns(deps, shop(res), keyword) });
  });
  onCall(r, ADMIN_REST.activateCart, withBody, async (req, res) =>
    activateCart(deps, shop(res), parseOr400(activateSchema, req.body ?? {})),
  );
  onCall(r, ADMIN_REST.cartStatus, guarded, async (_req, res) => cartStatus(deps, sessionOf(res).shopRow));
  onCall(r, ADMIN_REST.saveCartLinks, withBody, async (req, res) =>
    saveCartLinks(deps, shop(res), parseOr400(cartLinksSchema, req.body ?? {})),
  );
  onCall(r, ADMIN_REST.storefrontPage, guarded, async (req, res) => {
    const q = parseOr400(storefrontQuerySchema, req.query);
    // Another shop named in the query gets the same answer as a shop that does not exist.
    if (q.shop !== undefined && q.shop !== shop(res)) throw notFound('Shop');
    return storefrontPage(deps, shop(res), q.path);
  });
  r.use(billingRouter(deps, session));
  return r;
}
