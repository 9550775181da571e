import type { ComponentType, SVGProps } from 'react';

/**
 * A coin's drawing from @web3icons/react: an inline SVG of 24 x 24 units. Its `background` variant (the coin's
 * mark on its own colour, filling the square) is what a round coin icon shows, as exchanges draw coins.
 */
export type CoinArtwork = ComponentType<SVGProps<SVGSVGElement> & { variant?: 'branded' | 'mono' | 'background' }>;

/**
 * Where each coin's artwork loads from, by ticker: one literal `import()` per coin, so every bundler (the
 * library's tsup, a host's Vite, webpack or esbuild) splits each drawing into a chunk of its own and a page
 * downloads only the coins it shows. A template import (`Token${ticker}`) would be left unresolved by Vite,
 * and the package's own map of every icon (about 1,850 tokens) weighs about 140 KB before a single drawing.
 *
 * The coins the reference exchange lists and the most traded ones. Left out on purpose: tickers the package
 * draws as another coin of the same name (its GUSD is Gemini Dollar, where a Gate-style exchange's GUSD is its
 * own); they keep their letter, as every coin without an entry does. A host with other coins passes `src`.
 */
export const coinArtwork: Readonly<Record<string, () => Promise<{ default: CoinArtwork }>>> = {
  '1INCH': () => import('@web3icons/react/icons/tokens/Token1INCH'),
  AAVE: () => import('@web3icons/react/icons/tokens/TokenAAVE'),
  ADA: () => import('@web3icons/react/icons/tokens/TokenADA'),
  ALGO: () => import('@web3icons/react/icons/tokens/TokenALGO'),
  APE: () => import('@web3icons/react/icons/tokens/TokenAPE'),
  APT: () => import('@web3icons/react/icons/tokens/TokenAPT'),
  ARB: () => import('@web3icons/react/icons/tokens/TokenARB'),
  ATOM: () => import('@web3icons/react/icons/tokens/TokenATOM'),
  AVAX: () => import('@web3icons/react/icons/tokens/TokenAVAX'),
  AXS: () => import('@web3icons/react/icons/tokens/TokenAXS'),
  BCH: () => import('@web3icons/react/icons/tokens/TokenBCH'),
  BLUR: () => import('@web3icons/react/icons/tokens/TokenBLUR'),
  BNB: () => import('@web3icons/react/icons/tokens/TokenBNB'),
  BTC: () => import('@web3icons/react/icons/tokens/TokenBTC'),
  CAKE: () => import('@web3icons/react/icons/tokens/TokenCAKE'),
  COMP: () => import('@web3icons/react/icons/tokens/TokenCOMP'),
  CRV: () => import('@web3icons/react/icons/tokens/TokenCRV'),
  DAI: () => import('@web3icons/react/icons/tokens/TokenDAI'),
  DOGE: () => import('@web3icons/react/icons/tokens/TokenDOGE'),
  DOT: () => import('@web3icons/react/icons/tokens/TokenDOT'),
  DYDX: () => import('@web3icons/react/icons/tokens/TokenDYDX'),
  EGLD: () => import('@web3icons/react/icons/tokens/TokenEGLD'),
  EOS: () => import('@web3icons/react/icons/tokens/TokenEOS'),
  ETC: () => import('@web3icons/react/icons/tokens/TokenETC'),
  ETH: () => import('@web3icons/react/icons/tokens/TokenETH'),
  FDUSD: () => import('@web3icons/react/icons/tokens/TokenFDUSD'),
  FET: () => import('@web3icons/react/icons/tokens/TokenFET'),
  FIL: () => import('@web3icons/react/icons/tokens/TokenFIL'),
  FTM: () => import('@web3icons/react/icons/tokens/TokenFTM'),
  GMX: () => import('@web3icons/react/icons/tokens/TokenGMX'),
  GRT: () => import('@web3icons/react/icons/tokens/TokenGRT'),
  GT: () => import('@web3icons/react/icons/tokens/TokenGT'),
  HBAR: () => import('@web3icons/react/icons/tokens/TokenHBAR'),
  ICP: () => import('@web3icons/react/icons/tokens/TokenICP'),
  IMX: () => import('@web3icons/react/icons/tokens/TokenIMX'),
  INJ: () => import('@web3icons/react/icons/tokens/TokenINJ'),
  JUP: () => import('@web3icons/react/icons/tokens/TokenJUP'),
  KAS: () => import('@web3icons/react/icons/tokens/TokenKAS'),
  LDO: () => import('@web3icons/react/icons/tokens/TokenLDO'),
  LINK: () => import('@web3icons/react/icons/tokens/TokenLINK'),
  LTC: () => import('@web3icons/react/icons/tokens/TokenLTC'),
  MANA: () => import('@web3icons/react/icons/tokens/TokenMANA'),
  MATIC: () => import('@web3icons/react/icons/tokens/TokenMATIC'),
  MKR: () => import('@web3icons/react/icons/tokens/TokenMKR'),
  MNT: () => import('@web3icons/react/icons/tokens/TokenMNT'),
  NEAR: () => import('@web3icons/react/icons/tokens/TokenNEAR'),
  OP: () => import('@web3icons/react/icons/tokens/TokenOP'),
  PEPE: () => import('@web3icons/react/icons/tokens/TokenPEPE'),
  PIXEL: () => import('@web3icons/react/icons/tokens/TokenPIXEL'),
  POL: () => import('@web3icons/react/icons/tokens/TokenPOL'),
  PYTH: () => import('@web3icons/react/icons/tokens/TokenPYTH'),
  RNDR: () => import('@web3icons/react/icons/tokens/TokenRNDR'),
  SAND: () => import('@web3icons/react/icons/tokens/TokenSAND'),
  SEI: () => import('@web3icons/react/icons/tokens/TokenSEI'),
  SHIB: () => import('@web3icons/react/icons/tokens/TokenSHIB'),
  SNX: () => import('@web3icons/react/icons/tokens/TokenSNX'),
  SOL: () => import('@web3icons/react/icons/tokens/TokenSOL'),
  STRK: () => import('@web3icons/react/icons/tokens/TokenSTRK'),
  STX: () => import('@web3icons/react/icons/tokens/TokenSTX'),
  SUI: () => import('@web3icons/react/icons/tokens/TokenSUI'),
  TAO: () => import('@web3icons/react/icons/tokens/TokenTAO'),
  THETA: () => import('@web3icons/react/icons/tokens/TokenTHETA'),
  TIA: () => import('@web3icons/react/icons/tokens/TokenTIA'),
  TON: () => import('@web3icons/react/icons/tokens/TokenTON'),
  TRX: () => import('@web3icons/react/icons/tokens/TokenTRX'),
  TUSD: () => import('@web3icons/react/icons/tokens/TokenTUSD'),
  UNI: () => import('@web3icons/react/icons/tokens/TokenUNI'),
  USDC: () => import('@web3icons/react/icons/tokens/TokenUSDC'),
  USDT: () => import('@web3icons/react/icons/tokens/TokenUSDT'),
  VET: () => import('@web3icons/react/icons/tokens/TokenVET'),
  WBTC: () => import('@web3icons/react/icons/tokens/TokenWBTC'),
  XLM: () => import('@web3icons/react/icons/tokens/TokenXLM'),
  XMR: () => import('@web3icons/react/icons/tokens/TokenXMR'),
  XRP: () => import('@web3icons/react/icons/tokens/TokenXRP'),
  XTZ: () => import('@web3icons/react/icons/tokens/TokenXTZ'),
};
