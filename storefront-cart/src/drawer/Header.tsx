import type { Texts } from './common/i18n';

/** The drawer's header: the back chevron while slide 1 shows (onBack), the title, the close button. */
export function Header({ title, texts, onBack, onClose }: { title: string; texts: Texts; onBack?(): void; onClose(): void }) {
  return (
    <header className="cartlift-header">
      {onBack && (
        <button type="button" className="cartlift-back" aria-label={texts.back} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      )}
      <h2 className="cartlift-title">{title}</h2>
      <button type="button" className="cartlift-close" aria-label={texts.close} onClick={onClose}>
        ×
      </button>
    </header>
  );
}
