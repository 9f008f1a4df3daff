import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chooseProgramToApply, onProgramChosen, takePendingProgram } from './apply-intent';

/** The tab's sessionStorage, as the browser keeps it for a page and the next one it opens. */
function tabStorage() {
  const kept = new Map<string, string>();
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = Object.assign(new EventTarget(), { sessionStorage: tabStorage() });
});

describe('apply intent', () => {
  it('keeps the chosen program for the form of the page the link opens, once', () => {
    chooseProgramToApply('Plumber');
    expect(takePendingProgram()).toBe('Plumber');
    expect(takePendingProgram()).toBeNull();
  });

  it('tells a form already on screen, which then takes the choice', () => {
    const listener = jest.fn();
    const stop = onProgramChosen(listener);
    chooseProgramToApply('Arc Welder');
    expect(listener).toHaveBeenCalledWith('Arc Welder');
    expect(takePendingProgram()).toBeNull();
    stop();
  });

  it('stops telling a form once it unsubscribes', () => {
    const listener = jest.fn();
    onProgramChosen(listener)();
    chooseProgramToApply('Commis Chef');
    expect(listener).not.toHaveBeenCalled();
    expect(takePendingProgram()).toBe('Commis Chef');
  });
});
