import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, useTabIds } from './tab-panel';

/**
 * The site's tab panels under Radix's tabs (ADR 046). Seen red: with the panel's `aria-labelledby` dropped, it had
 * no name; with `selected` ignored, both panels were drawn; with the trigger's ids not given, its aria-controls
 * named Radix's own panel, which is not there.
 */
function Results() {
  const [tab, setTab] = useState('results');
  const ids = useTabIds();
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Draws">
        <Tabs.Trigger value="results" {...ids('results')}>
          Results
        </Tabs.Trigger>
        <Tabs.Trigger value="trend" {...ids('trend')}>
          Trend
        </Tabs.Trigger>
      </Tabs.List>
      <TabPanel ids={ids('results')} selected={tab === 'results'}>
        <p>Last draw 12345</p>
      </TabPanel>
      <TabPanel ids={ids('trend')} selected={tab === 'trend'}>
        <p>Hot numbers</p>
      </TabPanel>
    </Tabs.Root>
  );
}

describe('TabPanel', () => {
  it("draws the chosen tab's panel alone, named by its tab, which says it controls it", () => {
    render(<Results />);
    const panel = screen.getByRole('tabpanel', { name: 'Results' });
    expect(panel.textContent).toBe('Last draw 12345');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Results', selected: true }).getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('tabindex')).toBe('0');
  });

  it('shows the other panel alone when its tab is chosen', () => {
    render(<Results />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Trend' }), { button: 0 });
    expect(screen.getByRole('tabpanel', { name: 'Trend' }).textContent).toBe('Hot numbers');
    expect(screen.queryByText('Last draw 12345')).toBeNull();
  });
});
