import { listLoad } from '@/components/Img';
import { useLocation, useSearchParams } from 'react-router';
import { SearchBox } from '@/components/SearchBox';
import { SectionLink } from '@/components/SectionLink';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';
import { useHydrated } from '@/lib/ssr';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from './ProgramCard';
import './ProgramList.css';

const ALL = 'all';

/**
 * The Programs page's list: search, category filter, an Apply button and the cards. Search and
 * category live in the address (`?q=&category=`): the toolbar is a GET form, so without
 * JavaScript its Filter button loads the page the server renders for them; with JavaScript the
 * list follows the typing and the choice at once (docs/public-site.md, Other pages).
 */
export function ProgramList() {
  const t = useTexts();
  const contentLang = useContentLang();
  const programs = usePrograms();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = params.get('q') ?? '';
  const category = params.get('category') || ALL;
  // From the address as it is when the change is made (go runs in events only), not as this
  // render read it: clearing the search and choosing a category at once keeps both changes.
  const go = (change: { q?: string; category?: string }) => {
    const current = new URLSearchParams(window.location.search);
    const q = change.q ?? current.get('q') ?? '';
    const c = change.category ?? (current.get('category') || ALL);
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (c !== ALL) next.set('category', c);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // A category's lang is its first program's: the same text reads the same in each.
  const categoryOf = (c: string) => programs.data?.find((p) => p.category === c);
  const categories = [...new Set((programs.data ?? []).map((p) => p.category))].sort();
  const needle = search.trim().toLowerCase();
  const shown = (programs.data ?? []).filter(
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
        {programs.isPending ? (
          <SkeletonCards count={6} />
        ) : programs.isError ? (
          <StateMessage tone="error" title={t('programs.loadError')} text={t('states.tryAgainLater')} />
        ) : shown.length === 0 ? (
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
