import { useMemo } from 'react';
import { TabPanels as AriaTabPanels, useLocale } from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs, TabCount } from './Tabs.styles.ts';
import type { TabItem, TabsProps } from './Tabs.types.ts';

/**
 * Switches between sections of a page or card: an underline bar for analytics sections ("Overview",
 * "Posts 128", "Audience"), or a compact segmented toggle for views of the same data (month / week / list).
 * Arrow keys move between tabs, Home/End jump, focus then moves into the panel with Tab (React Aria).
 *
 * ```tsx
 * <Tabs aria-label="Analytics sections" items={[{ id: 'overview', label: 'Overview' }, …]}>
 *   {(item) => <Section id={item.id} />}
 * </Tabs>
 * ```
 */
export function Tabs({
  items,
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  variant = 'underline',
  keyboardActivation = 'automatic',
  isDisabled,
  locale,
  className,
  'aria-label': ariaLabel,
}: TabsProps) {
  const { locale: appLocale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale ?? appLocale), [locale, appLocale]);
  const disabledKeys = useMemo(() => items.filter((item) => item.isDisabled).map((item) => item.id), [items]);

  return (
    <StyledTabs
      className={className}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
      keyboardActivation={keyboardActivation}
      isDisabled={isDisabled}
      disabledKeys={disabledKeys}
      data-variant={variant}
    >
      <StyledTabList<TabItem> aria-label={ariaLabel} items={items} data-variant={variant}>
        {(item) => (
          <StyledTab id={item.id}>
            <span>{item.label}</span>
            {item.count !== undefined && <TabCount>{format.format(item.count)}</TabCount>}
          </StyledTab>
        )}
      </StyledTabList>
      <AriaTabPanels<TabItem> items={items}>
        {(item) => <StyledTabPanel id={item.id}>{children(item)}</StyledTabPanel>}
      </AriaTabPanels>
    </StyledTabs>
  );
}
