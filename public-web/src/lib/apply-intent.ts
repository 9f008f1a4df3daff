/**
 * 'Apply for this Program' preselects the program in the home page's application form, whether
 * the form is on the same page (an event) or on the home page the link opens (kept for the tab in
 * sessionStorage until the form takes it).
 */
const EVENT = 'apply-program';
const KEY = 'apply-program';

/** sessionStorage, or nothing where the browser refuses it (a private window's quota, a policy). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function chooseProgramToApply(title: string) {
  storage()?.setItem(KEY, title);
  window.dispatchEvent(new CustomEvent(EVENT, { detail: title }));
}

export function takePendingProgram(): string | null {
  const title = storage()?.getItem(KEY) ?? null;
  storage()?.removeItem(KEY);
  return title;
}

export function onProgramChosen(listener: (title: string) => void): () => void {
  const handler = (event: Event) => {
    storage()?.removeItem(KEY);
    listener((event as CustomEvent<string>).detail);
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
