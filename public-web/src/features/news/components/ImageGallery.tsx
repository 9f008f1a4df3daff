import type { MediaMap } from '@institute/shared';
import { useState } from 'react';
import { Icon } from '@/components/Icon';
import { Img } from '@/components/Img';
import './ImageGallery.css';

/** The article's column (`.narrow`, 860 px less its padding), or the whole screen below it. */
const ARTICLE_SIZES = '(min-width: 860px) 820px, 100vw';

/**
 * One image, or a carousel with previous/next buttons and an image count. The first image is the
 * page's largest paint (docs/public-site.md, Images): asked for first; the others load when shown.
 */
export function ImageGallery({ images, media, title }: { images: string[]; media?: MediaMap; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 1) {
    return (
      <Img src={images[0]} media={media} sizes={ARTICLE_SIZES} alt={title} width={960} height={540} load="lcp" className="article-image" />
    );
  }
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <figure className="gallery" aria-roledescription="carousel" aria-label={`${title} images`}>
      <Img
        key={images[index]}
        src={images[index]}
        media={media}
        sizes={ARTICLE_SIZES}
        alt={`${title}, image ${index + 1} of ${images.length}`}
        width={960}
        height={540}
        load={index === 0 ? 'lcp' : 'lazy'}
        className="article-image"
      />
      <button type="button" className="gallery-nav prev" onClick={() => go(-1)} aria-label="Previous image">
        <Icon name="arrowLeft" />
      </button>
      <button type="button" className="gallery-nav next" onClick={() => go(1)} aria-label="Next image">
        <Icon name="arrowRight" />
      </button>
      <figcaption className="muted small">
        {images.length} images · {index + 1} / {images.length}
      </figcaption>
    </figure>
  );
}
