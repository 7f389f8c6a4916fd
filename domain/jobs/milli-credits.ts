/** Credits are stored and moved in thousandths, so the smallest catalogue rate (0.001 credit/s) stays an exact integer. */
export const toMilliCredits = (credits: number): number => Math.round(credits * 1000);
export const fromMilliCredits = (milli: number): number => milli / 1000;
