import type { MediaMap } from '@institute/shared';
import { Img } from '@/components/Img';
import { Island } from '@/lib/islands';
import ImageGalleryIsland, { ARTICLE_SIZES } from './ImageGallery.island';
import './ImageGallery.css';

/**
 * An article's images: one image as it is, server HTML; more than one as a carousel, an island
 * (ImageGallery.island.tsx). The first image is the page's largest paint (docs/public-site.md, Images).
 */
export function ImageGallery({
  images,
  media,
  title,
  titleLang,
}: {
  images: string[];
  media?: MediaMap;
  title: string;
  /** 'en' when the title is English on a Nepali page: the texts naming an image are then the title alone, marked. */
  titleLang?: 'en';
}) {
  if (images.length === 1) {
    return (
      <Img
        src={images[0]}
        media={media}
        sizes={ARTICLE_SIZES}
        alt={title}
        lang={titleLang}
        width={960}
        height={540}
        load="lcp"
        className="article-image"
      />
    );
  }
  return <Island of={ImageGalleryIsland} props={{ images, media, title, titleLang }} />;
}
