import { useState } from 'react';
import { Icon } from '@/components/Icon';
import { Img } from '@/components/Img';
import './ImageGallery.css';

/** One image, or a carousel with previous/next buttons and an image count. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 1) {
    return <Img src={images[0]} alt={title} width={960} height={540} eager className="article-image" />;
  }
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <figure className="gallery" aria-roledescription="carousel" aria-label={`${title} images`}>
      <Img
        key={images[index]}
        src={images[index]}
        alt={`${title}, image ${index + 1} of ${images.length}`}
        width={960}
        height={540}
        eager
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
