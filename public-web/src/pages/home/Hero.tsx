import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SectionLink } from '../../components/SectionLink';
import { useHeroSlides, usePrograms, useSiteSettings } from '../../lib/queries';
import type { HeroSlide } from '../../lib/types';

const SLIDE_INTERVAL_MS = 6000;

function SlideCta({ slide }: { slide: HeroSlide }) {
  if (!slide.ctaText || !slide.ctaLink) return null;
  const link = slide.ctaLink;
  if (link.startsWith('#')) return <SectionLink section={link.slice(1)} className="button button-light">{slide.ctaText}</SectionLink>;
  if (link.startsWith('/')) return <Link to={link} className="button button-light">{slide.ctaText}</Link>;
  return (
    <a href={link} className="button button-light" target="_blank" rel="noopener noreferrer">
      {slide.ctaText}
    </a>
  );
}

export function Hero() {
  const settings = useSiteSettings();
  const programs = usePrograms().data;
  const slides = useHeroSlides().data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const slide: HeroSlide | undefined = slides[index % Math.max(1, slides.length)];

  useEffect(() => {
    if (slides.length < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [slides.length, paused]);

  const image = slide?.image ?? settings.heroImage ?? '/hero.svg';

  return (
    <section
      id="home"
      className="hero"
      aria-roledescription={slides.length > 1 ? 'carousel' : undefined}
      aria-label="Welcome"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <img key={image} src={image} alt="" className="hero-image" width={1600} height={700} fetchPriority="high" decoding="async" />
      <div className="hero-overlay" />
      <div className="container hero-content">
        <p className="hero-eyebrow">CTEVT Affiliated · Established 2064 B.S. (2007 AD)</p>
        <h1>Skills for Work, Training for Life</h1>
        <p className="hero-lead">
          Practical, hands-on technical and vocational training with national skill test certification.{' '}
          <strong data-testid="hero-program-count">{programs ? programs.length : '…'} training programs</strong> open for
          enrolment.
        </p>
        <div className="button-row">
          <SectionLink section="apply" className="button button-accent">
            Apply for Training
          </SectionLink>
          <SectionLink section="programs" className="button button-light">
            View Programs
          </SectionLink>
        </div>
        {/* The slot keeps its height while slides load, so nothing above it moves when they arrive. */}
        <div className="hero-slide-slot">
          {slide && (
            <div className="hero-slide" aria-live={paused ? 'polite' : 'off'}>
              <p className="hero-slide-title">{slide.title}</p>
              {slide.subtitle && <p className="hero-slide-subtitle">{slide.subtitle}</p>}
              <SlideCta slide={slide} />
            </div>
          )}
        </div>
        {slides.length > 1 && (
          <div className="hero-dots" role="group" aria-label="Choose slide">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className={i === index % slides.length ? 'dot active' : 'dot'}
                aria-label={`Slide ${i + 1} of ${slides.length}: ${s.title}`}
                aria-current={i === index % slides.length ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
