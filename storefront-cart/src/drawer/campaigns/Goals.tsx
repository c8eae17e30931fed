import { useEffect, useRef } from 'react';
import { BADGE_CIRCLE_PX, htmlToPlainText } from '../../shared/domain';
import type { Rgba } from '@cartlift/domain/storefront';
import type { CampaignView, GoalView } from './campaigns';
import { sanitize } from '../common/richText';
import { css, textStyle } from '../common/util';

/** The Add To Unlock progress bar: message, bar, goal badges and labels; confetti when a goal unlocks. */
export function Goals({ view, label }: { view: CampaignView; label: string }) {
  const previous = useRef<Set<number> | null>(null);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (previous.current) {
      const length = view.confettiFor(previous.current);
      const panel = host.current?.closest<HTMLElement>('.cartlift-panel');
      // The celebration is fetched the first time a goal unlocks, so opening the cart never pays for it.
      if (length !== null && panel)
        void import(/* webpackChunkName: "celebrate" */ './confetti').then((m) => m.confetti(panel, length));
    }
    previous.current = view.unlockedIndices;
  }, [view]);
  const atu = view.atu;
  if (!atu) return null;
  const s = atu.settings;
  const barColour = atu.complete ? s.progress_complete : s.progress_primary;
  const thick = s.progress_thick ?? 8;
  return (
    <div className="cartlift-goals" ref={host} data-complete={atu.complete}>
      {atu.message && <p className="cartlift-goals__message" dangerouslySetInnerHTML={{ __html: sanitize(atu.message) }} />}
      <div
        className="cartlift-goals__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(atu.width)}
        aria-label={label}
        // The goal message says where the shopper stands ("$10.00 away from free shipping"); a percentage otherwise.
        aria-valuetext={htmlToPlainText(sanitize(atu.message)).trim() || `${Math.round(atu.width)}%`}
        style={{ height: `${thick}px`, background: css(s.progress_background), marginTop: s.show_badges ? `${BADGE_CIRCLE_PX / 2}px` : undefined }}
      >
        {atu.next !== null && atu.next > atu.width && (
          <div className="cartlift-goals__next" style={{ width: `${atu.next}%`, background: css(s.progress_secondary) }} />
        )}
        <div className="cartlift-goals__bar" style={{ width: `${atu.width}%`, background: css(barColour) }} />
      </div>
      <ol
        className={`cartlift-goals__list${s.show_badges ? ' cartlift-goals__list--badges' : ''}`}
        // Badge circles sit centred on the bar: each goal owns one n-th of it (the locked-badge progress values assume so).
        style={s.show_badges ? { marginTop: `-${thick / 2 + BADGE_CIRCLE_PX / 2}px` } : undefined}
      >
        {atu.goals.map((g, i) => (
          <li
            key={g.index}
            className={`cartlift-goal${g.unlocked ? ' cartlift-goal--unlocked' : ''}${s.show_badges && g.longBadge ? ' cartlift-goal--long' : ''}`}
            data-unlocked={g.unlocked}
            data-badge-type={s.show_badges ? badgeType(g) : undefined}
            style={s.show_badges ? { left: `calc(${((i + 1) / atu.goals.length) * 100}% - ${BADGE_CIRCLE_PX}px)` } : undefined}
          >
            {s.show_badges ? <Badge g={g} colour={g.unlocked ? barColour : s.progress_background} /> : g.label && (
              <span className="cartlift-goal__label" style={textStyle(g.goal.goal_text)}>
                {g.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {atu.storeCredit.map((t) => (
        <p className="cartlift-goals__credit" key={t}>
          {t}
        </p>
      ))}
    </div>
  );
}

/** Badge type per the spec: 1 image, 2 text/icon, 3 icon only; an image badge without an image shows the icon. */
const badgeType = (g: GoalView): 1 | 2 | 3 => {
  const t = Number(g.goal.badge?.type ?? 2);
  return t === 1 && g.goal.badge?.image ? 1 : t === 3 ? 3 : 2;
};

/** Reward icons (24-unit paths): gift, free-shipping truck, percent, store-credit star. */
const ICONS: Record<string, string> = {
  gift: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7c2 0 6-0 6-1.5S14 3 12 7z',
  free_shipping: 'M1 5h14v11H1zM15 9h4l4 4v3h-8zM5 19a2 2 0 1 0 0-.1M18 19a2 2 0 1 0 0-.1',
  discount: 'M19 5L5 19M7 9a2 2 0 1 0 0-.1M17 17a2 2 0 1 0 0-.1',
  manual: 'M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21l1.5-7L2 9.3l7-.8z',
};

/**
 * A goal's 55 px badge circle: the merchant's image (type 1) or the reward icon (types 2 and 3), with the badge text
 * under it except for type 3 (icon only), where the text stays available to screen readers.
 */
function Badge({ g, colour }: { g: GoalView; colour: Rgba | undefined }) {
  const type = badgeType(g);
  return (
    <>
      <span className="cartlift-goal__badge" style={{ width: BADGE_CIRCLE_PX, height: BADGE_CIRCLE_PX, borderColor: css(colour) }} title={type === 3 ? g.badgeText : undefined}>
        {type === 1 ? (
          <img src={g.goal.badge!.image} alt="" width={BADGE_CIRCLE_PX} height={BADGE_CIRCLE_PX} />
        ) : (
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d={ICONS[g.goal.reward_type ?? 'manual'] ?? ICONS.manual} />
          </svg>
        )}
      </span>
      {g.badgeText && (
        <span className={type === 3 ? 'cartlift-sr' : 'cartlift-goal__badge-text'} style={type === 3 ? undefined : { color: css(g.goal.goal_text?.color) }}>
          {g.badgeText}
        </span>
      )}
    </>
  );
}
