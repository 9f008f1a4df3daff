import { Img } from '@/components/Img';
import { useSiteSettings } from '@/lib/site-settings';
import './AboutImage.css';

/** The `aboutImage` setting, or the built-in picture (home about section and About page). */
export function AboutImage() {
  const settings = useSiteSettings();
  return (
    <Img
      src={settings.aboutImage}
      fallback="/about.svg"
      alt="The institute's campus and workshops"
      width={640}
      height={420}
      className="about-image"
    />
  );
}
