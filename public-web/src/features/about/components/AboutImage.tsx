import { Img } from '@/components/Img';
import { useTexts } from '@/lib/i18n';
import { useSiteSettings, useSiteSettingsMedia } from '@/lib/site-settings';
import './AboutImage.css';

/** The `aboutImage` setting, or the built-in picture (home about section and About page). */
export function AboutImage() {
  const t = useTexts();
  const settings = useSiteSettings();
  const media = useSiteSettingsMedia();
  return (
    <Img
      src={settings.aboutImage}
      media={media}
      // Half the 1200 px container beside the text, or the whole screen below 860 px (one column).
      sizes="(min-width: 860px) 580px, 100vw"
      fallback="/about.svg"
      alt={t('aboutPage.imageAlt')}
      width={640}
      height={420}
      className="about-image"
    />
  );
}
