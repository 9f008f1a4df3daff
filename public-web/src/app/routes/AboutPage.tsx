import { AboutStory } from '@/features/about/components/AboutStory';
import { Legacy } from '@/features/about/components/Legacy';
import { useTexts } from '@/lib/i18n';
import { InnerPage } from '../layout/InnerPage';

export default function AboutPage() {
  const t = useTexts();
  return (
    <InnerPage title={t('aboutPage.title')} subtitle={t('aboutPage.subtitle')} description={t('aboutPage.description')}>
      <AboutStory />
      <Legacy />
    </InnerPage>
  );
}
