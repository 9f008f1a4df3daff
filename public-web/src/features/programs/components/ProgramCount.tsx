import { localeDigits } from '@institute/shared';
import { useLocale } from '@/lib/locale';
import { usePrograms } from '../api/get-programs';

/** '5 training programs' in the hero, '…' until the programs arrive. */
export function ProgramCount() {
  const programs = usePrograms().data;
  const locale = useLocale();
  return <strong data-testid="hero-program-count">{`${programs ? localeDigits(programs.length, locale) : '…'} training programs`}</strong>;
}
