export { ConsentBanner, ConsentDialog } from './ConsentBanner.tsx';
export type { ConsentBannerProps, ConsentDialogProps, ConsentLabels } from './ConsentBanner.types.ts';
