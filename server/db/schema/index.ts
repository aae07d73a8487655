export * from './accounts.ts';
export * from './social.ts';
