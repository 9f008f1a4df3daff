import { usePrograms } from '../api/get-programs';

/** '5 training programs' in the hero, '…' until the programs arrive. */
export function ProgramCount() {
  const programs = usePrograms().data;
  return <strong data-testid="hero-program-count">{programs ? programs.length : '…'} training programs</strong>;
}
