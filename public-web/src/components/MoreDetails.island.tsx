import type { MediaMap } from '@institute/shared';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { chooseProgramToApply } from '@/lib/apply-intent';
import { scrollToSection } from '@/lib/scroll';
import { useHydrated } from '@/lib/ssr';
import { DIALOG_SIZES, Img } from './Img';
import { Modal } from './Modal';
import './MoreDetails.css';

interface Props {
  /** 'Learn More', 'View Details'. */
  label: string;
  /** The dialog's title, and 'en' when it is English content on a Nepali page. */
  title: string;
  titleLang?: 'en';
  /** The image the dialog shows above the details: the card's picture of what `title` names (its alt text). */
  image?: { src: string | null; media?: MediaMap };
  /** The program a link to the apply section inside the details chooses in the application form. */
  applyFor?: string;
  /** The details. */
  children?: ReactNode;
}

/**
 * A card's 'Learn More' or 'View Details' (docs/public-site.md, Without JavaScript), an island:
 * once the page runs, a button that opens a dialog with the image and the details; before or
 * without the page's code, a `<details>` whose summary shows the details in the card itself. A
 * link to the apply section inside the details ('Apply for this Program') chooses `applyFor` in
 * the application form and closes the dialog.
 */
export default function MoreDetails({ label, title, titleLang, image, applyFor, children }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Details the visitor opened before the page's code ran open as the dialog.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  if (!hydrated)
    return (
      <details className="more-details" ref={details}>
        <summary className="button button-outline">{label}</summary>
        <div className="more-details-body">{children}</div>
      </details>
    );
  const onDetailsClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || !applyFor || link.hash !== '#apply') return;
    chooseProgramToApply(applyFor);
    setOpen(false);
    // On the home page the form is right there; elsewhere the link opens the home page at it.
    if (link.pathname === window.location.pathname && scrollToSection('apply')) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', '#apply');
    }
  };
  return (
    <>
      <button type="button" className="button button-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} titleLang={titleLang} wide>
        {image && (
          <Img
            src={image.src}
            media={image.media}
            sizes={DIALOG_SIZES}
            alt={title}
            lang={titleLang}
            width={800}
            height={450}
            className="dialog-media"
          />
        )}
        {/* The details are the server's HTML: their links are followed here. */}
        <div onClick={onDetailsClick}>{children}</div>
      </Modal>
    </>
  );
}
