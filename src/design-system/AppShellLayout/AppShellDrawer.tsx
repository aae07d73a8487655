import { X } from 'lucide-react';
import { IconButton } from '@/design-system/IconButton';
import { DrawerClose, DrawerDialog, DrawerModal, DrawerOverlay } from './AppShellDrawer.styles.ts';

export type AppShellDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  navigationLabel: string;
  closeNavigationLabel?: string | undefined;
  children: React.ReactNode;
};

/**
 * The loaded part of `AppShellLayout` on small screens: the navigation in a modal drawer (React Aria's modal,
 * focus containment and dismissal), fetched when the drawer first opens or its toggle is hovered or focused.
 */
export function AppShellDrawer({
  isOpen,
  onOpenChange,
  navigationLabel,
  closeNavigationLabel,
  children,
}: AppShellDrawerProps) {
  return (
    <DrawerOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <DrawerModal>
        <DrawerDialog aria-label={navigationLabel}>
          {closeNavigationLabel && (
            <DrawerClose>
              <IconButton icon={<X />} label={closeNavigationLabel} size="sm" slot="close" />
            </DrawerClose>
          )}
          {children}
        </DrawerDialog>
      </DrawerModal>
    </DrawerOverlay>
  );
}
