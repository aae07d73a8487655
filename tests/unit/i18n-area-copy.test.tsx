import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/index.ts';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { useNamespaceText } from '@/lib/namespace-text.ts';

function SchedulerTitle() {
  const { t } = usePublishingText();

  return <h1>{`${t('publishing.scheduler.title')} · ${t('common.cancel')}`}</h1>;
}

function SavedTextsTitle() {
  const { t } = useLibraryText();

  return <h1>{t('saved.title')}</h1>;
}

function Sidebar() {
  const { t } = useTranslation();

  return (
    <nav>{[t('shell.sections.publishing'), t('shell.nav.scheduler'), t('shell.nav.ideas')].join(' · ')}</nav>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("areas' copy (ADR 0012)", () => {
  it('leaves the publishing and library strings out of what a new instance starts with', () => {
    const i18n = createI18n('en');

    expect(i18n.exists('publishing.scheduler.title')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'library')).toBe(false);
    // The shell's sidebar has its own strings: it shows the publishing links before any of that area loads.
    render(
      <I18nextProvider i18n={i18n}>
        <Sidebar />
      </I18nextProvider>,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Publishing · Scheduler · Idea pool');
  });

  it("adds an area's strings to the instance in context before its component renders them", () => {
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <SchedulerTitle />
        <SavedTextsTitle />
      </I18nextProvider>,
    );

    const titles = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['Scheduler · Cancel', 'Captions and hashtags']);
    // The entry's strings are still there beside the area's.
    expect(i18n.t('analytics.sections.home')).not.toBe('analytics.sections.home');
  });

  it('keeps every instance apart: one that added an area leaves the next one, and the shared strings, as they were', () => {
    const first = createI18n('en');
    render(
      <I18nextProvider i18n={first}>
        <SchedulerTitle />
      </I18nextProvider>,
    );
    expect(first.exists('publishing.scheduler.title')).toBe(true);

    const second = createI18n('en');
    expect(second.exists('publishing.scheduler.title')).toBe(false);
  });

  it('adds the strings once, however often the area renders', () => {
    const i18n = createI18n('en');
    const added = vi.spyOn(i18n, 'addResourceBundle');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <SchedulerTitle />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <SchedulerTitle />
        <SchedulerTitle />
      </I18nextProvider>,
    );

    expect(added).toHaveBeenCalledTimes(1);
  });

  it('serves a namespace kept out of the declared types through the same path (useNamespaceText)', () => {
    const english = { greeting: 'Hello {{name}}' };
    function Greeting() {
      const { t } = useNamespaceText<'greeting'>('test-area', english);

      return <p>{t('greeting', { name: 'Ada' })}</p>;
    }
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('names a key without a string on the console in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createI18n('en');

    expect(i18n.t('publishing.scheduler.title')).toBe('publishing.scheduler.title');
    expect(error).toHaveBeenCalledWith('No English string for translation:publishing.scheduler.title');
  });
});
