import { useSearchParams } from '../router';
import { Stack, useEarn } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /vip, with ?upTo={level} from the VIP upgrade guide (SE-LINK-01). */
export function VipPage() {
  const t = useAppMessages();
  const { user } = useEarn();
  const [params] = useSearchParams();
  const upTo = Number(params.get('upTo'));
  return (
    <Stack as="section" space="md" align="start" className={css.card} aria-labelledby="vip-title">
      <h1 id="vip-title" className={css.title}>
        {t('vipTitle')}
      </h1>
      <p className={css.text}>
        {user.kind === 'user' ? t('vipCurrent', { level: String(user.vipLevel) }) : t('vipGuest')}
      </p>
      {Number.isInteger(upTo) && upTo > 0 ? <p>{t('vipTarget', { level: String(upTo) })}</p> : null}
      <p className={css.text}>{t('vipIntro')}</p>
    </Stack>
  );
}
