import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { BLACK_FRIDAY, isBlackFridayActive } from '../../domain/promotions/black-friday';
import { formatPrice } from '../pricing/format-price';

/** The Black Friday promotion, shown only while it runs (until 29 November 23:59 New York time), linking to pricing. */
export function BlackFridayBanner({ nowMs = Date.now() }: { nowMs?: number }) {
  const { i18n } = useLingui();
  if (!isBlackFridayActive(nowMs)) return null;
  const discount = i18n.number(BLACK_FRIDAY.discountRate, { style: 'percent' });
  const minimum = formatPrice(BLACK_FRIDAY.minimumPurchaseUsd, 'usd', i18n.locale);
  const code = BLACK_FRIDAY.promoCode;
  return (
    <aside className="promo-banner" data-testid="black-friday-banner">
      <div>
        <strong><Trans>Black Friday</Trans></strong>{' '}
        <Trans>{discount} off purchases over {minimum} with code {code}, until 29 November (New York time).</Trans>
      </div>
      <Link href={BLACK_FRIDAY.url} className="btn btn-secondary"><Trans>See pricing</Trans></Link>
    </aside>
  );
}
