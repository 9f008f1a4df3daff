import type { MediaMap } from '@institute/shared';
import { useState } from 'react';
import { Icon } from '@/components/Icon';
import { Img } from '@/components/Img';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import './ImageGallery.css';

/** The article's column (`.narrow`, 860 px less its padding), or the whole screen below it. */
export const ARTICLE_SIZES = '(min-width: 860px) 820px, 100vw';

interface Props {
  images: string[];
  media?: MediaMap;
  title: string;
  /** 'en' when the title is English on a Nepali page: the texts naming an image are then the title alone, marked. */
  titleLang?: 'en';
}

/**
 * An article's images as a carousel, an island (ImageGallery.tsx renders a single image without
 * one): previous/next buttons and an image count. The first image is the page's largest paint
 * (docs/public-site.md, Images): asked for first; the others load when shown.
 */
export default function ImageGallery({ images, media, title, titleLang }: Props) {
  const t = useTexts();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <figure
      className="gallery"
      aria-roledescription="carousel"
      aria-label={titleLang ? title : t('article.images', { title })}
      lang={titleLang}
    >
      <Img
        key={images[index]}
        src={images[index]}
        media={media}
        sizes={ARTICLE_SIZES}
        alt={titleLang ? title : t('article.imageOf', { title, index: index + 1, count: images.length })}
        width={960}
        height={540}
        load={index === 0 ? 'lcp' : 'lazy'}
        className="article-image"
      />
      <button type="button" className="gallery-nav prev" onClick={() => go(-1)} aria-label={t('article.previousImage')} lang={locale}>
        <Icon name="arrowLeft" />
      </button>
      <button type="button" className="gallery-nav next" onClick={() => go(1)} aria-label={t('article.nextImage')} lang={locale}>
        <Icon name="arrowRight" />
      </button>
      <figcaption className="muted small" lang={locale}>
        {t('article.imageCount', { count: images.length, index: index + 1 })}
      </figcaption>
    </figure>
  );
}
