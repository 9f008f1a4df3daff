import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chooseProgramToApply, onProgramChosen, takePendingProgram } from './apply-intent';

beforeEach(() => {
  (globalThis as { window?: unknown }).window = new EventTarget();
  takePendingProgram();
});

describe('apply intent', () => {
  it('keeps the chosen program for a form that mounts later, once', () => {
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
