import { useState, type ImgHTMLAttributes } from 'react';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size; with CSS aspect-ratio it reserves the space before the image arrives. */
  width: number;
  height: number;
  /** Shown when there is no source or it fails to load. */
  fallback?: string;
  eager?: boolean;
}

/** A lazy image with reserved size and a fallback, so late or broken images never shift the page. */
export function Img({ src, fallback = '/placeholder.svg', eager, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? fallback : src;
  return (
    <img
      {...rest}
      src={source}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
