import type { Program } from '@institute/shared';
import { useState } from 'react';
import { listLoad } from '@/components/Img';
import { SearchBox } from '@/components/SearchBox';
import { SectionLink } from '@/components/SectionLink';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';
import { useHydrated, usePageUrl } from '@/lib/ssr';
import { ProgramCard } from './ProgramCard';
import './ProgramList.css';

const ALL = 'all';

/**
 * The Programs page's list, an island: search, category filter, an Apply button and the cards.
 * Search and category live in the address (`?q=&category=`): the toolbar is a GET form, so
 * without JavaScript its Filter button loads the page the server renders for them; with
 * JavaScript the list follows the typing and the choice at once, and the address with it
 * (docs/public-site.md, Other pages). `programs`: every program, as the server read them.
 */
export default function ProgramList({ programs }: { programs: Program[] }) {
  const t = useTexts();
  const contentLang = useContentLang();
  const hydrated = useHydrated();
  const { pathname, searchParams } = usePageUrl();
  const [filter, setFilter] = useState(() => ({ q: searchParams.get('q') ?? '', category: searchParams.get('category') || ALL }));
  const { q: search, category } = filter;
  const go = (change: { q?: string; category?: string }) => {
    const next = { ...filter, ...change };
    setFilter(next);
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.category !== ALL) params.set('category', next.category);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  };
  // A category's lang is its first program's: the same text reads the same in each.
  const categoryOf = (c: string) => programs.find((p) => p.category === c);
  const categories = [...new Set(programs.map((p) => p.category))].sort();
  const needle = search.trim().toLowerCase();
  const shown = programs.filter(
    (p) =>
      (category === ALL || p.category === category) &&
      (!needle || [p.title, p.description, p.category].some((text) => text?.toLowerCase().includes(needle))),
  );

  return (
    <section className="section">
      <div className="container">
        <form
          className="toolbar"
          role="search"
          method="get"
          action={pathname}
          onSubmit={(e) => e.preventDefault()}
          aria-label={t('programs.filter')}
        >
          <SearchBox
            label={t('programs.search')}
            placeholder={t('programs.searchPlaceholder')}
            name="q"
            value={search}
            onChange={(q) => go({ q })}
          />
          <label className="select-inline">
            <span className="visually-hidden">{t('programs.category')}</span>
            <select name="category" value={category} onChange={(e) => go({ category: e.target.value })} aria-label={t('programs.category')}>
              <option value={ALL}>{t('programs.allCategories')}</option>
              {categories.map((c) => (
                <option key={c} value={c} lang={contentLang(categoryOf(c), 'category')}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript the form is sent by this button; with it, the list follows at once. */}
          <button type="submit" className="button button-outline" hidden={hydrated}>
            {t('programs.filterButton')}
          </button>
          <SectionLink section="apply" className="button button-accent">
            {t('programs.applyNow')}
          </SectionLink>
        </form>
        {shown.length === 0 ? (
          <StateMessage icon="search" title={t('programs.emptyTitle')} text={t('programs.emptyText')} />
        ) : (
          <div className="card-grid">
            {shown.map((p, i) => (
              <ProgramCard key={p.id} program={p} headingLevel={2} load={listLoad(i)} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
