import type { Db } from '../db/types';
import type { ServerConfig } from '../config';
import type { HitCounter } from './limits/counter';
import type { MerchantGuards } from './system/guardCache';
import type { Notifier } from './notifications/hub';

/** What buildServer hands every module's routes plugin. */
export interface ModuleOptions {
  db: Db;
  config: ServerConfig;
  /** Pushes to members' notification sockets (issue 6). */
  notifier: Notifier;
  /** Fixed-window counts shared by every process on the database (rate limits, chat): modules/limits. */
  counter: HitCounter;
  /** Each merchant's maintenance and region settings, at most a second old (system/guardCache). */
  guards: MerchantGuards;
}
