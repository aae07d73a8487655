export { DialogTrigger as PopoverTrigger } from 'react-aria-components';
export { Popover } from './Popover.tsx';
export { POPOVER_WIDTHS, type PopoverProps, type PopoverWidth } from './Popover.types.ts';
