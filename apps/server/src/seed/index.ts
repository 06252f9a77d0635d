export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedMerchants, type DemoAccount } from './demo';
export { MERCHANTS } from './merchants';
