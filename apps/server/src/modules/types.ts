import type { Db } from '../db/types';
import type { ServerConfig } from '../config';
import type { Notifier } from './notifications/hub';

/** What buildServer hands every module's routes plugin. */
export interface ModuleOptions {
  db: Db;
  config: ServerConfig;
  /** Pushes to members' notification sockets (issue 6). */
  notifier: Notifier;
}
