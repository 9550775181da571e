import { highlightPieces, type CandyDropPromotion } from '../../domain/launchpool';
import * as styles from './StakeSuccessDialog.css';

export interface CandyDropCardProps {
  /** The promotion: popup_msg, popup_high_light and url (LP-SUCCESS-04). */
  promotion: CandyDropPromotion;
  /** The card's heading. */
  title: string;
}

/**
 * The candy-drop promotion card (LP-SUCCESS-04). The server's message is split by the domain into
 * plain and highlighted pieces and rendered as text nodes (`<mark>` for a keyword): never as HTML, so
 * markup in the message shows as the characters it is made of.
 */
export function CandyDropCard({ promotion, title }: CandyDropCardProps) {
  return (
    <section className={styles.card} aria-label={title} data-slot="candy-drop-card">
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardMessage}>
        {highlightPieces(promotion.message, promotion.highlights).map((piece, index) =>
          piece.highlighted ? (
            <mark key={index} className={styles.highlight}>
              {piece.text}
            </mark>
          ) : (
            piece.text
          ),
        )}
      </p>
    </section>
  );
}
