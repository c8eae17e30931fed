import type { RequestHandler } from 'express';

/** Crawlers and link previewers that run page scripts; their cart opens are not shoppers'. */
const BOT_AGENT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|bingpreview|mediapartners|lighthouse/i;

/** 403 for crawler user agents, before the body is read or anything is stored (answered here, like a rate limit). */
export const refuseBots: RequestHandler = (req, res, next) => {
  if (!BOT_AGENT.test(req.get('user-agent') ?? '')) return next();
  res.status(403).json({ error: { code: 'BOT', message: 'Automated traffic is not recorded' } });
};
