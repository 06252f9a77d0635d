export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedMerchants, type DemoAccount } from './demo';
export { MERCHANTS } from './merchants';
export { generateCatalogue, MAINTENANCE_DEMO_NODE_ID, VENDORS } from './catalogue';
export { seedGames } from './games';
export { seedLobby } from './lobby';
