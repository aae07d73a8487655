import type { FastifyInstance } from 'fastify';
import * as platform from '../../../contracts/platform.ts';
import type { Config } from '../../config.ts';
import { route } from '../route.ts';

/** The browser's platform services, as this deployment configures them. */
export function platformRoutes(app: FastifyInstance, config: Config): void {
  route(app, platform.getPlatformConfig, async () => ({ environment: config.appEnv, ...config.platform }));
}
