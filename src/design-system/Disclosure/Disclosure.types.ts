export type DisclosureProps = {
  /** The always-visible line that opens and closes the rest: a few words saying what is inside. */
  summary: React.ReactNode;
  /** What shows when open. */
  children: React.ReactNode;
  /** Open at first; the user's toggles win afterwards. @default false */
  defaultOpen?: boolean;
  /** Called with the new state each time the user opens or closes it. */
  onToggle?: (isOpen: boolean) => void;
  className?: string;
};
