import { actions } from './actions';
import { amountInput } from './amountInput';
import { autoEarn } from './autoEarn';
import { chart } from './chart';
import { common } from './common';
import { errors } from './errors';
import { feedback } from './feedback';
import { kitBasics } from './kitBasics';
import { kitChoices } from './kitChoices';
import { kitData } from './kitData';
import { kitSchedules } from './kitSchedules';
import { kitScheduleNotes } from './kitScheduleNotes';
import { holdingsFlows } from './holdingsFlows';
import { holdingDetail } from './holdingDetail';
import { holdingPanels } from './holdingPanels';
import { holdingsHistory } from './holdingsHistory';
import { autoEarnFlows } from './autoEarnFlows';
import { autoEarnCard } from './autoEarnCard';
import { launchpool } from './launchpool';
import { launchpoolStake } from './launchpoolStake';
import { overlays } from './overlays';
import { simpleEarn } from './simpleEarn';
import { simpleEarnChecks } from './simpleEarnChecks';
import { simpleEarnOrders } from './simpleEarnOrders';
import { simpleEarnVipGuide } from './simpleEarnVipGuide';
import { simpleEarnFaq } from './simpleEarnFaq';
import { simpleEarnFlows } from './simpleEarnFlows';
import { simpleEarnRecords } from './simpleEarnRecords';
import { simpleEarnHome } from './simpleEarnHome';
import { launchpoolPages } from './launchpoolPages';
import { launchpoolEligibility } from './launchpoolEligibility';
import { launchpoolRecords } from './launchpoolRecords';
import { staking } from './staking';
import { stakingStake } from './stakingStake';
import { stakingRedeem } from './stakingRedeem';
import { softStakingSwitch } from './softStakingSwitch';
import { stakingPages } from './stakingPages';
import { stakingHoldings } from './stakingHoldings';
import { wealth } from './wealth';
import { wealthFlows } from './wealthFlows';
import { dualEarn } from './dualEarn';
import { myEarn } from './myEarn';
import { rateAlerts } from './rateAlerts';
import { rateAlertList } from './rateAlertList';
import { rateAlertSetting } from './rateAlertSetting';
import { rateAlertTexts } from './rateAlertTexts';

/**
 * The English catalogue: every user-visible string of the library, by key. Namespaces live in their
 * own files (one per area) and are merged here; keys the spec names keep the spec's spelling.
 */
export const en = {
  ...common,
  ...errors,
  ...actions,
  ...amountInput,
  ...feedback,
  ...launchpool,
  ...launchpoolStake,
  ...overlays,
  ...simpleEarn,
  ...simpleEarnChecks,
  ...simpleEarnOrders,
  ...simpleEarnVipGuide,
  ...simpleEarnFaq,
  ...simpleEarnFlows,
  ...simpleEarnRecords,
  ...simpleEarnHome,
  ...launchpoolPages,
  ...launchpoolEligibility,
  ...launchpoolRecords,
  ...autoEarn,
  ...staking,
  ...stakingStake,
  ...stakingRedeem,
  ...softStakingSwitch,
  ...stakingPages,
  ...stakingHoldings,
  ...wealth,
  ...wealthFlows,
  ...dualEarn,
  ...myEarn,
  ...rateAlerts,
  ...rateAlertList,
  ...rateAlertSetting,
  ...rateAlertTexts,
  ...chart,
  ...kitBasics,
  ...kitChoices,
  ...kitSchedules,
  ...kitScheduleNotes,
  ...kitData,
  ...holdingsFlows,
  ...holdingDetail,
  ...holdingPanels,
  ...holdingsHistory,
  ...autoEarnFlows,
  ...autoEarnCard,
} as const;

export type MessageKey = keyof typeof en;
