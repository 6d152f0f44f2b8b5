// The deferral of ADR 041/043. Seen red: with usePainted starting at false again, the third test fails (a part
// mounted after the first paint showed its held place first); with AfterNextPaint built on usePainted, the last
// (the lottery's results drawn in the same task as the desk above them).
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AfterFirstPaint, AfterNextPaint, whenPainted } from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
});

it('shows the held place on the first paint and the deferred part once the browser has painted', async () => {
  render(
    <AfterFirstPaint fallback={<p>place held</p>}>
      <footer>the footer</footer>
    </AfterFirstPaint>,
  );
  expect(screen.getByText('place held')).toBeTruthy();
  expect(screen.queryByText('the footer')).toBeNull();
  expect(await screen.findByText('the footer')).toBeTruthy();
  expect(screen.queryByText('place held')).toBeNull();
});

it('runs a deferred start once, and never after it was called off', () => {
  vi.useFakeTimers();
  const started = vi.fn();
  whenPainted(started);
  const cancelled = vi.fn();
  whenPainted(cancelled)();
  vi.advanceTimersByTime(5_000);
  expect(started).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});

it('shows a part mounted after the first paint at once, with nothing more to wait for', async () => {
  render(
    <AfterFirstPaint fallback={<p>first place held</p>}>
      <p>first part</p>
    </AfterFirstPaint>,
  );
  await screen.findByText('first part');
  // Mounted later (the account menu after a sign-in): no held place, not even for one render.
  render(
    <AfterFirstPaint fallback={<p>later place held</p>}>
      <p>later part</p>
    </AfterFirstPaint>,
  );
  expect(screen.getByText('later part')).toBeTruthy();
  expect(screen.queryByText('later place held')).toBeNull();
});

it('holds the place of a part that waits for its own next paint, even long after the first', async () => {
  render(
    <AfterFirstPaint fallback={<p>page held</p>}>
      <p>page drawn</p>
    </AfterFirstPaint>,
  );
  await screen.findByText('page drawn');
  // The lottery's desk and, under it, its results, mounted together once the game's rules arrive.
  render(
    <AfterNextPaint fallback={<p>results held</p>}>
      <p>results drawn</p>
    </AfterNextPaint>,
  );
  expect(screen.getByText('results held')).toBeTruthy();
  expect(await screen.findByText('results drawn')).toBeTruthy();
});
