import { type HeroSlide, localeDigits, type MediaMap } from '@institute/shared';
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { Icon } from '@/components/Icon';
import { Img } from '@/components/Img';
import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocale, useLocalePath } from '@/lib/locale';
import { isRotating, SLIDE_INTERVAL_MS, stepIndex } from '../utils/carousel';
import './Hero.css';

function SlideCta({ slide }: { slide: HeroSlide }) {
  const contentLang = useContentLang();
  const to = useLocalePath();
  if (!slide.ctaText || !slide.ctaLink) return null;
  const link = slide.ctaLink;
  const text = <span lang={contentLang(slide, 'ctaText')}>{slide.ctaText}</span>;
  if (link.startsWith('#'))
    return (
      <SectionLink section={link.slice(1)} className="button button-light">
        {text}
      </SectionLink>
    );
  if (link.startsWith('/'))
    return (
      <a href={to(link)} className="button button-light">
        {text}
      </a>
    );
  return (
    <a href={link} className="button button-light" target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The visitor's preference; the server cannot know it and renders the carousel as if moving. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

interface Props {
  slides: HeroSlide[];
  /** The site's hero image (a setting), shown when the slide has none, and its image media. */
  heroImage: string | null;
  settingsMedia: MediaMap;
  /** The number of training programs the lead names, null until known. */
  programCount: number | null;
}

/**
 * The hero, an island (docs/public-site.md, Islands), with the server's slides as a carousel:
 * previous/next buttons, one button per slide and a pause button. It advances every 6 s, and
 * holds still while the pointer is over it, while focus is inside it, after Pause, or when the
 * visitor prefers reduced motion. Before the page's code runs it shows the first slide.
 */
export default function HeroCarousel({ slides, heroImage, settingsMedia, programCount }: Props) {
  const t = useTexts();
  const locale = useLocale();
  const contentLang = useContentLang();
  const digits = (n: number) => localeDigits(n, locale);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const current = stepIndex(index, 0, count);
  const slide: HeroSlide | undefined = slides[current];
  const rotating = isRotating({ hovered, focused, stopped, reducedMotion, slideCount: count });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => stepIndex(i, 1, count)), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  // Focus moving between the carousel's own buttons is not focus leaving it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const image = slide?.image ?? heroImage ?? '/hero.svg';
  const carousel = count > 1;

  return (
    <section
      id="home"
      className="hero"
      aria-roledescription={carousel ? t('hero.carousel') : undefined}
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* The page's largest paint (docs/public-site.md, Images): asked for first, at the screen's width. */}
      <Img
        key={image}
        src={image}
        media={slide?.media ?? settingsMedia}
        sizes="100vw"
        load="lcp"
        fallback="/hero.svg"
        alt=""
        className="hero-image"
        width={1600}
        height={700}
      />
      <div className="hero-overlay" />
      <div className="container hero-content">
        <p className="hero-eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="hero-lead">
          {t('hero.lead')}{' '}
          <strong data-testid="hero-program-count">{`${programCount === null ? '…' : digits(programCount)} ${t('hero.trainingPrograms')}`}</strong>{' '}
          {t('hero.leadEnd')}
        </p>
        <div className="button-row">
          <SectionLink section="apply" className="button button-accent">
            {t('hero.applyForTraining')}
          </SectionLink>
          <SectionLink section="programs" className="button button-light">
            {t('hero.viewPrograms')}
          </SectionLink>
        </div>
        {/* The slot keeps its height while slides load, so nothing above it moves when they arrive. */}
        <div className="hero-slide-slot">
          {slide && (
            <div
              className="hero-slide"
              data-testid="hero-slide"
              role={carousel ? 'group' : undefined}
              aria-roledescription={carousel ? t('hero.slide') : undefined}
              aria-label={carousel ? `${digits(current + 1)} ${t('hero.of')} ${digits(count)}` : undefined}
              // Announced when the visitor changes slides, not every 6 s while they rotate.
              aria-live={rotating ? 'off' : 'polite'}
            >
              <p className="hero-slide-title" lang={contentLang(slide, 'title')}>
                {slide.title}
              </p>
              {slide.subtitle && (
                <p className="hero-slide-subtitle" lang={contentLang(slide, 'subtitle')}>
                  {slide.subtitle}
                </p>
              )}
              <SlideCta slide={slide} />
            </div>
          )}
        </div>
        {carousel && (
          <div className="hero-controls" role="group" aria-label={t('hero.slides')}>
            <button
              type="button"
              className="hero-arrow"
              aria-label={t('hero.previousSlide')}
              onClick={() => setIndex(stepIndex(current, -1, count))}
            >
              <Icon name="chevronLeft" />
            </button>
            <div className="hero-dots">
              {slides.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  className={i === current ? 'dot active' : 'dot'}
                  aria-label={`${t('hero.slideButton')} ${digits(i + 1)} ${t('hero.of')} ${digits(count)}: ${s.title}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="hero-arrow"
              aria-label={t('hero.nextSlide')}
              onClick={() => setIndex(stepIndex(current, 1, count))}
            >
              <Icon name="chevronRight" />
            </button>
            {!reducedMotion && (
              <button
                type="button"
                className="hero-arrow"
                aria-label={stopped ? t('hero.playSlides') : t('hero.pauseSlides')}
                onClick={() => setStopped((s) => !s)}
              >
                <Icon name={stopped ? 'play' : 'pause'} size={16} />
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
