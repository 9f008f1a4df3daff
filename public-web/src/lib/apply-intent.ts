/**
 * 'Apply for this Program' preselects the program in the home page's application form,
 * whether the form is already on screen or mounts after the navigation to /#apply.
 */
const EVENT = 'apply-program';
let pending: string | null = null;

export function chooseProgramToApply(title: string) {
  pending = title;
  window.dispatchEvent(new CustomEvent(EVENT, { detail: title }));
}

export function takePendingProgram(): string | null {
  const title = pending;
  pending = null;
  return title;
}

export function onProgramChosen(listener: (title: string) => void): () => void {
  const handler = (event: Event) => {
    pending = null;
    listener((event as CustomEvent<string>).detail);
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
