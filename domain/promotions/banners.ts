import { PRICING_ROUTE } from '../platform';
import { AFFILIATE_COMMISSION_RATE, FEEDBACK_REWARD_CREDITS, SOCIAL_SHARE_MAX_CREDITS } from './rewards';
import { BLACK_FRIDAY } from './black-friday';

/** A promotional banner (platform spec §3). English source text; the web app translates it. */
export interface Banner {
  id: 'black_friday' | 'feedback_reward' | 'social_share' | 'affiliate' | 'follow_social';
  title: string;
  description: string;
  button: string;
  url: string;
  image: string;
  target: '_self' | '_blank';
}

const percent = (rate: number): string => `${Math.round(rate * 100)}%`;

export const BANNERS: readonly Banner[] = [
  {
    id: 'black_friday',
    title: 'Black Friday',
    description: `${percent(BLACK_FRIDAY.discountRate)} off purchases over ${BLACK_FRIDAY.minimumPurchaseUsd} USD with code ${BLACK_FRIDAY.promoCode}, until 29 November (New York time).`,
    button: 'See pricing',
    url: PRICING_ROUTE,
    image: '/images/banners/black-friday.webp',
    target: '_self',
  },
  {
    id: 'feedback_reward',
    title: `${FEEDBACK_REWARD_CREDITS} free credits`,
    description: `Send a testimonial or a feature suggestion and get ${FEEDBACK_REWARD_CREDITS} free credits.`,
    button: 'Share feedback',
    url: '/settings?tab=feedback',
    image: '/images/banners/feedback.webp',
    target: '_self',
  },
  {
    id: 'social_share',
    title: `Up to ${SOCIAL_SHARE_MAX_CREDITS} free credits`,
    description: `Share the app on social media and get up to ${SOCIAL_SHARE_MAX_CREDITS} free credits.`,
    button: 'Share',
    url: '/settings?tab=share',
    image: '/images/banners/share.webp',
    target: '_self',
  },
  {
    id: 'affiliate',
    title: 'Affiliate program',
    description: `Earn ${percent(AFFILIATE_COMMISSION_RATE)} commission on your referrals for their first year.`,
    button: 'Join',
    url: '/affiliate',
    image: '/images/banners/affiliate.webp',
    target: '_self',
  },
  {
    id: 'follow_social',
    title: 'Follow us',
    description: 'Follow our social accounts for promo codes.',
    button: 'Follow',
    url: '/settings?tab=follow',
    image: '/images/banners/follow.webp',
    target: '_self',
  },
];
