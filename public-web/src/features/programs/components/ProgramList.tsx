import { StateMessage } from '@/components/StateMessage';
import { useTexts } from '@/lib/i18n';
import { Island } from '@/lib/islands';
import { usePrograms } from '../api/get-programs';
import ProgramList from './ProgramList.island';

/** The Programs page's list: the programs the server read, in the list island; a message when they could not be read. */
export function Programs() {
  const t = useTexts();
  const programs = usePrograms();
  if (programs.isError || !programs.data)
    return (
      <section className="section">
        <div className="container">
          <StateMessage tone="error" title={t('programs.loadError')} text={t('states.tryAgainLater')} />
        </div>
      </section>
    );
  return <Island of={ProgramList} props={{ programs: programs.data }} />;
}
