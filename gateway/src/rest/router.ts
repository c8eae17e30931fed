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

  onCall(r, ADMIN_REST.campaignAnalytics, session, json, async (req, res) => {
    res.json(await campaignAnalytics(deps, sessionOf(res).shop, parseOr400(analyticsRequestSchema, req.body ?? {})));
  });
  onCall(r, ADMIN_REST.dashboardCount, session, async (req, res) => {
    res.json(await dashboardCount(deps.db, sessionOf(res).shop, parseDashboardQuery(req.query, timeZoneOf(sessionOf(res).shopRow))));
  });
  onCall(r, ADMIN_REST.dashboardChart, session, async (req, res) => {
    res.json(await dashboardChart(deps.db, sessionOf(res).shop, parseChartQuery(req.query, timeZoneOf(sessionOf(res).shopRow))));
  });
  onCall(r, ADMIN_REST.uploadImage, session, jsonBody('1500kb'), async (req, res) => {
    res.status(201).json(await uploadImage(deps, sessionOf(res).shop, parseOr400(uploadSchema, req.body)));
  });
  onCall(r, ADMIN_REST.products, session, async (req, res) => {
    res.json(await listProducts(deps, sessionOf(res).shop, token(res), parseOr400(productsQuerySchema, req.query)));
  });
  onCall(r, ADMIN_REST.collections, session, async (req, res) => {
    res.json(
      await listCollections(deps, sessionOf(res).shop, token(res), parseOr400(collectionsQuerySchema, req.query)),
    );
  });
  onCall(r, ADMIN_REST.createHiddenProduct, session, json, async (req, res) => {
    res
      .status(201)
      .json(
        await createHiddenProduct(deps, sessionOf(res).shop, token(res), parseOr400(hiddenProductSchema, req.body)),
      );
  });
  r.get('/campaigns/search', session, async (req, res) => {
    const { keyword } = parseOr400(searchSchema, req.query);
    res.json({ campaigns: await searchCampaigns(deps, sessionOf(res).shop, keyword) });
  });
  onCall(r, ADMIN_REST.activateCart, session, json, async (req, res) => {
    res.json(await activateCart(deps, sessionOf(res).shop, parseOr400(activateSchema, req.body ?? {})));
  });
  onCall(r, ADMIN_REST.cartStatus, session, async (_req, res) => {
    res.json(await cartStatus(deps, sessionOf(res).shopRow));
  });
  onCall(r, ADMIN_REST.saveCartLinks, session, json, async (req, res) => {
    res.json(await saveCartLinks(deps, sessionOf(res).shop, parseOr400(cartLinksSchema, req.body ?? {})));
  });
  onCall(r, ADMIN_REST.storefrontPage, session, async (req, res) => {
    const q = parseOr400(storefrontQuerySchema, req.query);
    // Another shop named in the query gets the same answer as a shop that does not exist.
    if (q.shop !== undefined && q.shop !== sessionOf(res).shop) throw notFound('Shop');
    res.json(await storefrontPage(deps, sessionOf(res).shop, q.path));
  });
  r.use(billingRouter(deps, session));
  return r;
}
