export { Popover, PopoverTrigger, type PopoverTriggerProps } from './Popover.tsx';
export { POPOVER_WIDTHS, type PopoverProps, type PopoverWidth } from './Popover.types.ts';
