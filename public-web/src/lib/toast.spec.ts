import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { currentToast, dismissToast, subscribeToToasts, toast, TOAST_DURATION } from './toast';

beforeEach(() => {
  (globalThis as { window?: unknown }).window = globalThis;
  jest.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast for 5000 ms', () => {
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'Message sent successfully', description: "We'll get back to you as soon as possible." });
    expect(currentToast()).toMatchObject({ title: 'Message sent successfully', description: "We'll get back to you as soon as possible." });
    jest.advanceTimersByTime(4999);
    expect(currentToast()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the one on screen and gets its own 5 s', () => {
    toast({ title: 'Failed to send message', variant: 'destructive' });
    jest.advanceTimersByTime(3000);
    toast({ title: 'Message sent successfully' });
    expect(currentToast()?.title).toBe('Message sent successfully');
    jest.advanceTimersByTime(3000);
    expect(currentToast()?.title).toBe('Message sent successfully');
    jest.advanceTimersByTime(2000);
    expect(currentToast()).toBeNull();
  });

  it('gives each toast a new id, so the same text shown twice is announced again', () => {
    toast({ title: 'Link copied to clipboard!' });
    const first = currentToast()!.id;
    toast({ title: 'Link copied to clipboard!' });
    expect(currentToast()!.id).not.toBe(first);
  });

  it('is dismissed on request and tells its subscribers', () => {
    const listener = jest.fn();
    const stop = subscribeToToasts(listener);
    toast({ title: 'Login failed', variant: 'destructive' });
    dismissToast();
    expect(currentToast()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    toast({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
