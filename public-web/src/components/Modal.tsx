import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '@/lib/i18n';
import { Icon } from './Icon';
import './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last, instead of out to the browser. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'en' when the title is English content on a Nepali page. */
  titleLang?: 'en';
  children: ReactNode;
  wide?: boolean;
}

/**
 * A dialog on the native <dialog> element: the browser makes the page behind it inert, closes
 * it on Escape and returns focus to what opened it (also when the dialog is unmounted while
 * open); Tab cycles through the dialog's own controls.
 */
export function Modal({ open, onClose, title, titleLang, children, wide }: Props) {
  const t = useTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A parent that drops the dialog from the page while it is open (instead of setting open to
  // false) would otherwise leave focus on <body>: close it while it is still in the page, and
  // hand focus back to the opener if the browser did not.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      const opener = openerRef.current;
      window.setTimeout(() => {
        if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
      }, 0);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal-content">
          <header className="modal-header">
            <h2 id={titleId} lang={titleLang}>
              {title}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
              <Icon name="close" />
            </button>
          </header>
          <div className="modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
