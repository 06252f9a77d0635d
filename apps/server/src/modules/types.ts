import type { Db } from '../db/types';
import type { ServerConfig } from '../config';

/** What buildServer hands every module's routes plugin. */
export interface ModuleOptions {
  db: Db;
  config: ServerConfig;
}
