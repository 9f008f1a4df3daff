import type { Program } from '@institute/shared';
import { useState } from 'react';
import { Img } from '@/components/Img';
import { ProgramDialog } from './ProgramDialog';

/** A program card with its 'Learn More' dialog (home programs section and Programs page). */
export function ProgramCard({ program }: { program: Program }) {
  const [open, setOpen] = useState(false);
  return (
    <article className="card program-card">
      <Img src={program.imageUrl} alt={program.title} width={400} height={225} className="card-media" />
      <div className="card-body">
        <p className="badge badge-blue">{program.category}</p>
        <h3 className="card-title clamp-2">{program.title}</h3>
        <p className="card-meta">{program.duration}</p>
        <p className="clamp-3 muted">{program.description}</p>
      </div>
      <div className="card-footer">
        <button type="button" className="button button-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Learn More
        </button>
      </div>
      <ProgramDialog program={program} open={open} onClose={() => setOpen(false)} />
    </article>
  );
}
