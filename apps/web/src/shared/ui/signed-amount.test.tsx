import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedAmount } from './signed-amount';

/**
 * Profit and loss with its sign. Seen red: with the minus left as a hyphen the loss read "-12.50"; with `plus`
 * ignored the records' winnings lost their "+"; with zero not caught, "0.00" was green.
 */
function shown(ui: React.ReactElement) {
  const { container, unmount } = render(ui);
  const span = container.querySelector('span') as HTMLSpanElement;
  const result = { text: span.textContent, className: span.className };
  unmount();
  return result;
}

describe('SignedAmount', () => {
  it('marks a loss with a true minus sign, in red', () => {
    expect(shown(<SignedAmount value="-12.5" />)).toEqual({ text: '−12.50', className: 'tabular-nums text-danger' });
  });

  it('shows a gain in green, with a plus only where asked', () => {
    expect(shown(<SignedAmount value="1234.5" />)).toEqual({
      text: '1,234.50',
      className: 'tabular-nums text-success',
    });
    expect(shown(<SignedAmount plus strong value="1234.5" />)).toEqual({
      text: '+1,234.50',
      className: 'font-semibold tabular-nums text-success',
    });
  });

  it('shows zero plainly, and the currency’s decimals', () => {
    expect(shown(<SignedAmount plus value="-0.00" />)).toEqual({ text: '0.00', className: 'tabular-nums text-ink' });
    expect(shown(<SignedAmount value="-1500" exponent={0} />).text).toBe('−1,500');
  });
});
