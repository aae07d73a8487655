import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
import { Banner } from '@/design-system/Banner';
import { Heading } from '@/design-system/Heading';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

/** Where the server serves the README's "Connecting networks" section, as Markdown. */
export const CONNECTING_NETWORKS_MARKDOWN = '/help/connecting-networks.md';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[500]};
`;

/*
 * The README's Markdown as a reader expects it: tables with borders that scroll sideways on a phone, code in
 * the monospace face. react-markdown renders no raw HTML, so the text can only ever be text.
 */
const Prose = styled.article`
  color: ${({ theme }) => theme.color.textPrimary};
  line-height: 1.6;
  overflow-wrap: anywhere;

  h2 {
    display: none; /* the page's own heading says it */
  }
  a {
    color: ${({ theme }) => theme.color.textLink};
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: 0.9em;
    background: ${({ theme }) => theme.color.bgSubtle};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: 0 0.25em;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: ${({ theme }) => theme.space[400]} 0;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.borderDefault};
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.bgSubtle};
  }
`;

/**
 * /help/connecting-networks: what the administrator of this server does to let its users connect each network.
 * The "Not configured on this server" cards link here. Its text is the README's own section, read from the
 * server, so it is the one written for the installation that serves it.
 */
export default function ConnectingNetworksScreen() {
  const { t } = useTranslation();
  const [markdown, setMarkdown] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(CONNECTING_NETWORKS_MARKDOWN, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setMarkdown(await response.text());
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });

    return () => controller.abort();
  }, []);

  return (
    <Page>
      <title>{`${t('help.connectingNetworks.title')} · ${t('product.name')}`}</title>
      <Stack gap={500}>
        <Stack gap={200}>
          <Heading level={1}>{t('help.connectingNetworks.title')}</Heading>
          <Text tone="secondary">{t('help.connectingNetworks.intro')}</Text>
        </Stack>
        {failed ? (
          <Banner tone="critical">{t('help.connectingNetworks.loadFailed')}</Banner>
        ) : markdown === null ? (
          <Skeleton lines={8} />
        ) : (
          <Prose>
            <Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>
          </Prose>
        )}
      </Stack>
    </Page>
  );
}
