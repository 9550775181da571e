'use client';
/**
 * A coin's bonus rules whose code (the rules, the popover and the bottom sheet it becomes on mobile, about
 * 27 KB gzipped) loads on the first press of the trigger, or on its hover or focus, rather than with the
 * page: the product list shows a trigger per coin with bonus tiers, and most visitors open none.
 * Until then the trigger is a plain button marked as the popover's closed trigger is; the first press
 * renders the rules open, their trigger in its place.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button } from '../../components/Button';
import { useTranslate } from '../../context';
import { kitScheduleNotes } from '../../i18n/catalogue/en/kitScheduleNotes';
import type { CoinBonusRulesProps } from './CoinBonusRules';

const defaultMessages = /* @__PURE__ */ Object.assign({}, kitScheduleNotes);

let loading: Promise<{ default: ComponentType<CoinBonusRulesProps> }> | undefined;
const preload = () => (loading ??= import('./CoinBonusRules').then((module) => ({ default: module.CoinBonusRules })));
const CoinBonusRules = /* @__PURE__ */ lazy(preload);

export function DeferredCoinBonusRules({ asset, label, messages }: Omit<CoinBonusRulesProps, 'defaultOpen'>) {
  const t = useTranslate(messages, defaultMessages);
  const [pressed, setPressed] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      {...(label ? { 'aria-label': label } : {})}
      aria-haspopup="dialog"
      aria-expanded={pressed}
      data-state={pressed ? 'open' : 'closed'}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setPressed(true)}
    >
      {t('kitSchedules.bonus.trigger')}
    </Button>
  );
  if (!pressed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CoinBonusRules asset={asset} defaultOpen {...(label ? { label } : {})} messages={messages} />
    </Suspense>
  );
}
