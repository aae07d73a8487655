import { toBlob } from 'html-to-image';
import { Download, FileImage, FileSpreadsheet } from 'lucide-react';
import { forwardRef, useCallback, useId, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/index.ts';
import { returnFocusIfLost } from '../lazy/index.ts';
import {
  Actions,
  Body,
  Description,
  ExportError,
  Header,
  HeaderText,
  Period,
  StyledChartCard,
  Title,
} from './ChartCard.styles.ts';
import type { ChartCardExportFormat, ChartCardProps } from './ChartCard.types.ts';
import { downloadBlob, toCsv, withExtension } from './ChartCard.utils.ts';

/** Marks what the PNG leaves out: the header's buttons. */
const EXCLUDE_ATTRIBUTE = 'data-chart-card-exclude';

/**
 * The frame of every chart: a title with its period and description, header actions, and an export menu that
 * downloads the card as a PNG (rendered in the browser with html-to-image, without its buttons) or the data
 * behind it as CSV. The chart inside owns its loading, empty and error states.
 */
export const ChartCard = forwardRef<HTMLElement, ChartCardProps>(function ChartCard(
  {
    title,
    titleLevel = 2,
    period,
    description,
    actions,
    children,
    csv,
    exportLabel,
    downloadPngLabel,
    downloadCsvLabel,
    pngFilename,
    isExportDisabled = false,
    hideExport = false,
    onExport,
    onExportError,
    exportErrorMessage,
    ...rest
  },
  ref,
) {
  const theme = useTheme();
  const titleId = useId();
  const cardRef = useRef<HTMLElement | null>(null);
  const exportButtonRef = useRef<HTMLButtonElement | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      cardRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const exportAs = async (format: ChartCardExportFormat) => {
    try {
      if (format === 'csv') {
        if (!csv) return;
        downloadBlob(
          new Blob([toCsv(csv.columns, csv.rows)], { type: 'text/csv;charset=utf-8' }),
          csv.filename,
        );
      } else {
        const node = cardRef.current;
        if (!node) return;
        // Straight to a Blob: fetching the picture's data: URL to make one is refused by the app's
        // Content-Security-Policy (connect-src), which failed every PNG export outside Storybook.
        const blob = await toBlob(node, {
          backgroundColor: theme.color.bgSurface,
          pixelRatio: 2,
          filter: (child) => !(child instanceof Element && child.hasAttribute(EXCLUDE_ATTRIBUTE)),
        });
        if (!blob) throw new Error('The chart could not be drawn as a picture.');
        downloadBlob(blob, pngFilename ?? (csv ? withExtension(csv.filename, 'png') : 'chart.png'));
      }
      setExportFailed(false);
      onExport?.(format);
    } catch (error) {
      setExportFailed(true);
      onExportError?.(format, error);
    }
    // Drawing the PNG is heavy work while the menu closes; a keyboard user's focus must not end on the body.
    returnFocusIfLost(() => exportButtonRef.current);
  };

  const hasActions = Boolean(actions) || !hideExport;

  return (
    <StyledChartCard aria-labelledby={titleId} {...rest} ref={setRefs}>
      <Header>
        <HeaderText>
          <Title as={`h${titleLevel}`} id={titleId}>
            {title}
          </Title>
          {period && <Period>{period}</Period>}
          {description && <Description>{description}</Description>}
        </HeaderText>
        {hasActions && (
          <Actions {...{ [EXCLUDE_ATTRIBUTE]: '' }}>
            {actions}
            {!hideExport && (
              <MenuTrigger
                placement="bottom end"
                trigger={
                  <IconButton
                    ref={exportButtonRef}
                    size="sm"
                    icon={<Download />}
                    label={exportLabel}
                    isDisabled={isExportDisabled}
                  />
                }
              >
                <Menu
                  aria-label={exportLabel}
                  onAction={(key) => void exportAs(key as ChartCardExportFormat)}
                >
                  <MenuItem id="png" icon={<FileImage />}>
                    {downloadPngLabel}
                  </MenuItem>
                  {csv ? (
                    <MenuItem id="csv" icon={<FileSpreadsheet />}>
                      {downloadCsvLabel}
                    </MenuItem>
                  ) : null}
                </Menu>
              </MenuTrigger>
            )}
          </Actions>
        )}
      </Header>
      {/* There before the message is, so that screen readers announce it when it comes. */}
      {exportErrorMessage && (
        <ExportError role="alert" {...{ [EXCLUDE_ATTRIBUTE]: '' }}>
          {exportFailed ? exportErrorMessage : null}
        </ExportError>
      )}
      <Body>{children}</Body>
    </StyledChartCard>
  );
});
