import { useTranslation } from 'react-i18next';

/**
 * The copy every analytics chart shares: the card's export menu (`card`), and the chart's loading, empty and
 * error states with a retry (`states(retry)`), to spread into the design-system components.
 */
export function useChartCopy() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const loadingLabel = t('analytics.loading');
  const emptyMessage = t('analytics.noData');
  const errorMessage = t('analytics.loadFailed');
  const retryLabel = t('common.tryAgain');

  return {
    locale,
    loadingLabel,
    emptyMessage,
    errorMessage,
    retryLabel,
    card: {
      exportLabel: t('analytics.export.chart'),
      downloadPngLabel: t('analytics.export.png'),
      downloadCsvLabel: t('analytics.export.csv'),
      exportErrorMessage: t('analytics.export.failed'),
    },
    states: (retry: () => void) => ({
      locale,
      loadingLabel,
      emptyMessage,
      errorMessage,
      onRetry: retry,
      retryLabel,
    }),
  };
}
