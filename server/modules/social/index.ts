/**
 * The social module's entry for the HTTP layer besides its service: which connectors are configured, and the
 * demo network's consent step (the social module is the one that wires the demo network; nothing else in
 * server/modules or server/http reaches into server/networks/demo).
 */
export type { ConnectorSource } from './connectors.ts';
export { issueDemoCode } from '../../networks/demo/index.ts';
