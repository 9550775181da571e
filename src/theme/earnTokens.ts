/**
 * The token contract: every design value the components read, as a typed object. Each leaf becomes a
 * CSS custom property named `--ek-<path>` (for example `--ek-color-brand`), so a host can override
 * any of them with plain CSS without touching our build.
 */
// A type alias, not an interface: vanilla-extract needs the implicit index signature.
export type EarnTokens = {
  color: {
    /** Page background. */ background: string;
    /** Cards, dialogs, sheets. */ surface: string;
    /** Raised surface on a surface: inputs, hovered rows, segmented tracks. */ surfaceRaised: string;
    /** Recessed surface: skeletons, table headers, disabled fields. */ surfaceSunken: string;
    /** Scrim behind modal dialogs and sheets. */ overlay: string;
    /** Primary text and amounts. */ text: string;
    /** Labels, secondary text. */ textSecondary: string;
    /** Hints and placeholders (still meets 4.5:1 on surface). */ textTertiary: string;
    /** Text on a brand-coloured background. */ textOnBrand: string;
    /** Hairlines between rows and around cards. */ border: string;
    /** Input borders and focus-adjacent outlines (at least 3:1 on every surface, WCAG 1.4.11). */ borderStrong: string;
    /** Primary actions and selected states. */ brand: string;
    /** Primary action on hover. */ brandHover: string;
    /** A tint of brand for selected backgrounds. */ brandSoft: string;
    /** Focus ring. */ focus: string;
    /** Success, gains. */ positive: string;
    /** Success background tint. */ positiveSoft: string;
    /** Errors, losses. */ negative: string;
    /** Error background tint. */ negativeSoft: string;
    /** Warnings. */ warning: string;
    /** Warning background tint. */ warningSoft: string;
    /** Neutral information. */ info: string;
    /** Information background tint. */ infoSoft: string;
    /** The emphasised figure: a product's APR, the number a list leads with. */ figure: string;
    /** Price went up: a role, green by default; swapped where red means up. */ up: string;
    /** Price went down: a role, red by default. */ down: string;
    /** VIP accent: a restrained gold. */ vip: string;
    /** VIP accent background tint. */ vipSoft: string;
    /** Text on a VIP-coloured background. */ textOnVip: string;
  };
  space: { none: string; xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; xl: string; full: string };
  font: {
    /** Text font stack. */ body: string;
    /** Font stack for amounts and rates; rendered with tabular numerals. */ numeric: string;
  };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    dropdown: string;
    sticky: string;
    overlay: string;
    modal: string;
    popover: string;
    toast: string;
    tooltip: string;
  };
  motion: {
    durationFast: string;
    durationBase: string;
    durationSlow: string;
    easing: string;
    easingEmphasised: string;
  };
  size: {
    /** Smallest interactive target on pointer layouts. */ targetMin: string;
    /** Smallest interactive target on touch layouts. */ targetTouch: string;
    controlSm: string;
    controlMd: string;
    controlLg: string;
    /** Tooltip max width at and above the breakpoint (DEC-17). */ tooltipDesktop: string;
    /** Tooltip max width below the breakpoint (DEC-17). */ tooltipMobile: string;
    /** Centred dialog width. */ dialogSm: string;
    dialogMd: string;
    dialogLg: string;
    /** Icon sizes. */ iconSm: string;
    iconMd: string;
    iconLg: string;
    /** Focus ring width. */ focusRing: string;
    /** Hairline width. */ hairline: string;
  };
};
