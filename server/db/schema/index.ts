export * from './accounts.ts';
export * from './social.ts';
export * from './content.ts';
