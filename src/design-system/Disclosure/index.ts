export { Disclosure } from './Disclosure.tsx';
export type { DisclosureProps } from './Disclosure.types.ts';
