import { ArrowDownRight, ArrowUpRight, Info, Minus } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { IconButton } from '../IconButton/index.ts';
import { Popover, PopoverTrigger } from '../Popover/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Sparkline } from '../Sparkline/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Body,
  Delta,
  DeltaLabel,
  DeltaValue,
  Figures,
  Header,
  InfoSlot,
  Label,
  LabelLink,
  Note,
  SourceList,
  SparklineSlot,
  StyledTile,
  Value,
} from './KpiTile.styles.ts';
import type { KpiTileProps } from './KpiTile.types.ts';
import { deltaTone, formatDelta, formatKpiValue } from './KpiTile.utils.ts';

const SPARKLINE_TONES = { positive: 'success', negative: 'critical', neutral: 'neutral' } as const;

/**
 * One analytics figure: its label, the value (number, percentage, compact count or duration), the change
 * against a comparison period with an arrow and a colour, an optional trend line, and a "where this number
 * comes from" popover (metric, network, API version, last refresh, formula). When the network does not
 * provide the metric it shows an em dash and says so: never a misleading 0.
 */
export const KpiTile = forwardRef<HTMLDivElement, KpiTileProps>(function KpiTile(
  {
    label,
    value,
    format = 'number',
    locale,
    delta,
    note,
    hasComparison = false,
    isInverse = false,
    sparkline,
    sparklineLabel,
    source,
    sourceLabel,
    sourceLabels,
    timeZone,
    status = 'ready',
    unavailableLabel,
    partialNote,
    loadingLabel,
    href,
    ...rest
  },
  ref,
) {
  const labelId = useId();
  const hasValue = status === 'ready' && value !== null && Number.isFinite(value);
  const tone = delta ? deltaTone(delta.value, isInverse) : 'neutral';
  const DeltaIcon = !delta || tone === 'neutral' ? Minus : delta.value > 0 ? ArrowUpRight : ArrowDownRight;

  const figure =
    status === 'loading' ? (
      <>
        <Skeleton width="96px" height="32px" isAnimated={false} />
        {hasComparison && <Skeleton width="128px" height="16px" isAnimated={false} />}
        {loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
      </>
    ) : hasValue ? (
      <>
        <Value>{formatKpiValue(value, format, locale)}</Value>
        {partialNote && <Note>{partialNote}</Note>}
      </>
    ) : (
      <>
        <Value data-empty aria-hidden={status === 'unavailable' && unavailableLabel ? true : undefined}>
          —
        </Value>
        {status === 'unavailable' && unavailableLabel && <Note>{unavailableLabel}</Note>}
      </>
    );

  return (
    <StyledTile
      role="group"
      aria-labelledby={labelId}
      aria-busy={status === 'loading' || undefined}
      {...rest}
      ref={ref}
      data-status={status}
      data-link={href ? true : undefined}
    >
      <Header>
        <Label id={labelId}>
          {href ? (
            <LabelLink href={href} data-part="label-link">
              {label}
            </LabelLink>
          ) : (
            label
          )}
        </Label>
        {source && sourceLabel && sourceLabels && (
          <InfoSlot>
            <PopoverTrigger>
              <IconButton size="sm" icon={<Info />} label={sourceLabel} />
              <Popover title={sourceLabel} placement="bottom end" width="md">
                <SourceList>
                  <dt>{sourceLabels.metric}</dt>
                  <dd>
                    <code>{source.metric}</code>
                  </dd>
                  <dt>{sourceLabels.network}</dt>
                  <dd>{source.network}</dd>
                  <dt>{sourceLabels.apiVersion}</dt>
                  <dd>{source.apiVersion}</dd>
                  <dt>{sourceLabels.lastRefresh}</dt>
                  <dd>
                    <time dateTime={source.lastRefresh}>
                      {new Intl.DateTimeFormat(locale, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone,
                      }).format(new Date(source.lastRefresh))}
                    </time>
                  </dd>
                  {source.formula && (
                    <>
                      <dt>{sourceLabels.formula}</dt>
                      <dd>
                        <code>{source.formula}</code>
                      </dd>
                    </>
                  )}
                </SourceList>
              </Popover>
            </PopoverTrigger>
          </InfoSlot>
        )}
      </Header>
      <Body>
        <Figures>
          {figure}
          {delta && hasValue && (
            <Delta data-tone={tone}>
              <DeltaValue>
                <DeltaIcon aria-hidden="true" />
                {formatDelta(delta.value, locale)}
              </DeltaValue>
              <DeltaLabel>{delta.label}</DeltaLabel>
            </Delta>
          )}
          {!delta && note && hasValue && (
            <Delta data-tone="neutral">
              <DeltaLabel>{note}</DeltaLabel>
            </Delta>
          )}
        </Figures>
        {sparkline && sparklineLabel && hasValue && (
          <SparklineSlot>
            <Sparkline
              values={sparkline}
              label={sparklineLabel}
              tone={SPARKLINE_TONES[tone]}
              width={96}
              height={40}
            />
          </SparklineSlot>
        )}
      </Body>
    </StyledTile>
  );
});
