import { listLoad } from '@/components/Img';
import { useState } from 'react';
import { SearchBox } from '@/components/SearchBox';
import { SectionLink } from '@/components/SectionLink';
import { SkeletonCards } from '@/components/Skeleton';
import { StateMessage } from '@/components/StateMessage';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from './ProgramCard';
import './ProgramList.css';

const ALL = 'all';

/** The Programs page's list: search, category filter, an Apply button and the cards. */
export function ProgramList() {
  const programs = usePrograms();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
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
        <div className="toolbar">
          <SearchBox label="Search programs" placeholder="Search programs..." value={search} onChange={setSearch} />
          <label className="select-inline">
            <span className="visually-hidden">Category</span>
            <select value={category} onChange={(e) => setCategory(e.target.value)} aria-label="Category">
              <option value={ALL}>All Categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <SectionLink section="apply" className="button button-accent">
            Apply Now
          </SectionLink>
        </div>
        {programs.isPending ? (
          <SkeletonCards count={6} />
        ) : programs.isError ? (
          <StateMessage tone="error" title="Unable to load programs" text="Please try again later." />
        ) : shown.length === 0 ? (
          <StateMessage icon="search" title="No Programs Found" text="Try another search or category." />
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
