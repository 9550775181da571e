import type { FundsSourceOption } from '../../domain/shared/fundsSource';

/** 24-unit outline glyphs, drawn in the current colour; decorative, so hidden from screen readers. */
const PATHS: Record<FundsSourceOption, string> = {
  // An arrow down into a tray: coins arriving.
  deposit: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  // A card.
  expressBuy:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11ZM3 10h18M7 15h4',
  // Two opposite arrows: moving between accounts.
  transfer: 'M4 8h14m0 0-3-3m3 3-3 3M20 16H6m0 0 3-3m-3 3 3 3',
  // A rising line: the market.
  spotTrade: 'M4 19V5m0 14h16M7 15l4-4 3 3 5-6',
};

/** The glyph of a funds-source option. */
export function FundsSourceIcon({ option, className }: { option: FundsSourceOption; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[option]} />
    </svg>
  );
}

/** A chevron toward the inline end. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m6 3 5 5-5 5" />
    </svg>
  );
}
