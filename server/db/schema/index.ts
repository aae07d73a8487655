export * from './accounts.ts';
export * from './social.ts';
export * from './content.ts';
export * from './publishing.ts';
export * from './media.ts';
export * from './ideas.ts';
export * from './time-slots.ts';
