import styled, { ThemeProvider } from 'styled-components';
import { THEMES, type ThemeName } from '@/design-system/theme/index.ts';

/*
 * A miniature of the app drawn with a theme's own tokens: navigation, a card with a chart and a button.
 * 1. "Match this device" shows both themes, split on the diagonal.
 */
const Frame = styled.div`
  position: relative;
  height: 88px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

const Screen = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  gap: 6px;
  padding: 6px;
  background: ${({ theme }) => theme.color.bgCanvas};

  & + & {
    clip-path: polygon(100% 0, 100% 100%, 0 100%); /* [1] */
  }
`;

const Navigation = styled.div`
  display: flex;
  flex: 0 0 22%;
  flex-direction: column;
  gap: 5px;
  padding: 6px 5px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.bgSurface};
`;

const Line = styled.span<{ $width: string; $tone?: 'accent' | 'muted' | 'primary' }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 4px;
  border-radius: 2px;
  background: ${({ theme, $tone = 'muted' }) =>
    $tone === 'accent'
      ? theme.color.accent
      : $tone === 'primary'
        ? theme.color.textPrimary
        : theme.color.borderStrong};
  opacity: ${({ $tone = 'muted' }) => ($tone === 'muted' ? 0.6 : 1)};
`;

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 5px;
  padding: 6px;
  border-radius: 3px;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Chart = styled.svg`
  flex: 1;
  width: 100%;
  min-height: 0;
`;

function Miniature() {
  return (
    <Screen>
      <Navigation>
        <Line $width="80%" $tone="accent" />
        <Line $width="65%" />
        <Line $width="72%" />
        <Line $width="55%" />
      </Navigation>
      <Panel>
        <Line $width="45%" $tone="primary" />
        <Chart viewBox="0 0 100 30" preserveAspectRatio="none">
          <ChartLine points="0,24 16,18 32,21 48,11 64,14 80,6 100,9" $series={0} />
          <ChartLine points="0,27 16,25 32,26 48,20 64,22 80,17 100,19" $series={1} />
        </Chart>
        <Line $width="30%" $tone="accent" />
      </Panel>
    </Screen>
  );
}

const ChartLine = styled.polyline.attrs({ fill: 'none', vectorEffect: 'non-scaling-stroke' })<{
  $series: number;
}>`
  stroke: ${({ theme, $series }) => theme.color.dataViz[$series]};
  stroke-width: 1.5px;
  stroke-linejoin: round;
`;

/** A preview of a theme choice: the light or dark app, or both for "match this device". Decorative. */
export function ThemeSwatch({ preference }: { preference: ThemeName | 'system' }) {
  const themes: ThemeName[] = preference === 'system' ? ['light', 'dark'] : [preference];

  return (
    <Frame>
      {themes.map((name) => (
        <ThemeProvider key={name} theme={THEMES[name]}>
          <Miniature />
        </ThemeProvider>
      ))}
    </Frame>
  );
}
