import type { EarnTokens } from './earnTokens';

/** The spacing scale, on its own so that code placing an overlay takes these few values, not every token. */
export const space = { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' };

/** The scale every theme shares (space, radius, type, z-index, motion, sizes); themes differ in colour and shadow. */
export const sharedTokens = {
  space,
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    numeric: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  lineHeight: { tight: '1.25', normal: '1.45', relaxed: '1.6' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  zIndex: { dropdown: '10', sticky: '20', overlay: '100', modal: '110', popover: '120', toast: '130', tooltip: '140' },
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEmphasised: 'cubic-bezier(0.05, 0.7, 0.1, 1)',
  },
  size: {
    targetMin: '24px',
    targetTouch: '44px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    tooltipDesktop: '280px',
    tooltipMobile: '327px',
    dialogSm: '400px',
    dialogMd: '480px',
    dialogLg: '640px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
    focusRing: '2px',
    hairline: '1px',
  },
} satisfies Omit<EarnTokens, 'color' | 'shadow'>;
