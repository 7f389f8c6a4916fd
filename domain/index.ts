// The public surface of domain/: the catalogue, plans, prices, promotions, job statuses and rules.
export * from './error-codes';
export * from './plans';
export * from './platform';

export * from './catalogue/tool-ids';
export * from './catalogue/tool-definition';
export * from './catalogue/tools';
export * from './catalogue/get-tool';
export * from './catalogue/categories';
export * from './catalogue/landing-pages';
export * from './catalogue/get-tool-spec-record';
export { makePlanOutputs, DEFAULT_MAX_FILE_UPLOAD_SIZE_BYTES } from './catalogue/define-tool';
export { ONE_EDITOR_MEDIA_ASSET_BYTES } from './catalogue/tools/one-editor';
export { SLOW_MO_MAX_FPS_FACTOR } from './catalogue/tools/slow-mo';
export { MOTION_GRAPHICS_MAX_OUTPUT_S } from './catalogue/tools/motion-graphics';

export * from './pricing/currencies';
export * from './pricing/usd-price-table';
export * from './pricing/price-tables';
export * from './pricing/get-subscription-price';
export * from './pricing/pricing-tiers';
export * from './pricing/get-tier-display-price';

export * from './promotions/new-york-time';
export * from './promotions/black-friday';
export * from './promotions/rewards';
export * from './promotions/banners';

export * from './jobs/job-statuses';
export * from './jobs/get-stepper-index';

export * from './rules/validate-job-input';
export * from './rules/validate-options';
export * from './rules/get-plan-max-duration';
export * from './rules/get-plan-max-file-size';
export * from './rules/get-output-caps';
export * from './rules/fit-within-cap';
export * from './rules/get-credit-cost';
export * from './rules/has-enough-credits';
export * from './rules/check-chat-message';
export * from './rules/get-background-changer-window';
export * from './rules/get-social-import-cost';
export * from './rules/is-export-allowed';
export * from './rules/get-processing-fps';

export * from './routing/rewrite-encoded-question-mark';
