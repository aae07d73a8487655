export { Tooltip } from './Tooltip.tsx';
export { TOOLTIP_PLACEMENTS, type TooltipPlacement, type TooltipProps } from './Tooltip.types.ts';
