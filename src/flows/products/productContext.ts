/** What the home list's cells need from the screen, and what a subscribe action reports. */
import type { MessageOverrides } from '../../i18n/resolve';
import type { EarnUser, Translate } from '../../context';

/** A product the user asked to subscribe to: the flexible product of a coin, or a fixed product by id. */
export interface SubscribeRequest {
  /** The coin. */
  readonly asset: string;
  /** Which product of the coin. */
  readonly kind: 'flexible' | 'fixed';
  /** The fixed product's id; absent for the flexible product (id 0, SE-DATA-06). */
  readonly productId?: number;
}

/** The screen's share of every cell. */
export interface ProductCellContext {
  readonly t: Translate;
  /** The user or a guest: a guest sees every product and its subscribe action (the dialog asks to log in). */
  readonly user: EarnUser;
  /** Opens the subscribe dialog of a product. */
  readonly onSubscribe: (request: SubscribeRequest) => void;
  /** Opens the VIP upgrade guide towards a level (SE-VIP-01, SE-VIP-03). */
  readonly openUpgradeGuide: (level: number) => void;
  /** The provider's navigation, for the VIP benefits link (SE-VIP-02). */
  readonly navigate: (href: string) => void;
  /** The term filter's days: each coin's chips start on a term of that many days. Null for no filter. */
  readonly termDays: number | null;
  /** Show the estimated-APR tooltip; the US site hides it (SH-US-05). */
  readonly showAprTip: boolean;
  readonly messages?: MessageOverrides;
}
