import { useEffect, useRef } from 'react';
import type { CampaignView } from './campaigns';
import { confetti } from './confetti';
import { css } from './util';

/** The Add To Unlock progress bar: message, bar, goal badges and labels; confetti when a goal unlocks. */
export function Goals({ view }: { view: CampaignView }) {
  const previous = useRef<Set<number> | null>(null);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (previous.current) {
      const length = view.confettiFor(previous.current);
      const panel = host.current?.closest<HTMLElement>('.cartlift-panel');
      if (length !== null && panel) confetti(panel, length);
    }
    previous.current = view.unlockedIndices;
  }, [view]);
  const atu = view.atu;
  if (!atu) return null;
  const s = atu.settings;
  const barColour = atu.complete ? s.progress_complete : s.progress_primary;
  return (
    <div className="cartlift-goals" ref={host} data-complete={atu.complete}>
      {atu.message && <p className="cartlift-goals__message" dangerouslySetInnerHTML={{ __html: sanitize(atu.message) }} />}
      <div
        className="cartlift-goals__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(atu.width)}
        style={{ height: `${s.progress_thick ?? 8}px`, background: css(s.progress_background) }}
      >
        <div className="cartlift-goals__bar" style={{ width: `${atu.width}%`, background: css(barColour) }} />
      </div>
      <ol className="cartlift-goals__list">
        {atu.goals.map((g) => (
          <li
            key={g.index}
            className={`cartlift-goal${g.unlocked ? ' cartlift-goal--unlocked' : ''}${g.longBadge ? ' cartlift-goal--long' : ''}`}
            data-unlocked={g.unlocked}
          >
            {s.show_badges && g.goal.badge?.type !== 2 && g.goal.badge?.image && (
              <img className="cartlift-goal__badge" src={g.goal.badge.image} alt="" width={55} height={55} />
            )}
            {(g.goal.badge?.type !== 3 || !s.show_badges) && g.label && (
              <span className="cartlift-goal__label" style={{ color: css(g.goal.goal_text?.color), fontSize: g.goal.goal_text?.font_size ? `${g.goal.goal_text.font_size}em` : undefined }}>
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

/** Goal texts are merchant rich text: keep inline formatting, drop scripts, handlers and anything executable. */
export function sanitize(html: string): string {
  return html
    .replace(/<\/?(script|style|iframe|object|embed|link|meta)[^>]*>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/javascript:/gi, '');
}
