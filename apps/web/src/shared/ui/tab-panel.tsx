import { type ReactNode, useId } from 'react';

/**
 * The panels of Radix's tabs, drawn by the site (ADR 046). Radix's own panel (Tabs.Content) wraps itself in its
 * Presence, whose first act on mounting is to read the panel's computed style: in the task that mounts a
 * dialog's form or the lottery's results, that read forces the browser to style the whole new page part there
 * and then, the largest share of that task on a phone. These panels carry the same roles and links, and the
 * list, the triggers and their keyboard stay Radix's: a trigger takes its ids from `tabIds`.
 */

/** The ids that link each tab's trigger to its panel: give the trigger `id` and `aria-controls`. */
export function useTabIds(): (value: string) => { id: string; 'aria-controls': string } {
  const base = useId();
  return (value) => ({ id: `${base}-tab-${value}`, 'aria-controls': `${base}-panel-${value}` });
}

/** The panel of the tab `ids` names, drawn only while that tab is chosen, as Radix's panels are. */
export function TabPanel({
  ids,
  selected,
  className,
  children,
}: {
  ids: { id: string; 'aria-controls': string };
  selected: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (!selected) return null;
  return (
    <div
      role="tabpanel"
      id={ids['aria-controls']}
      aria-labelledby={ids.id}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel reachable by Tab from the list (Radix's panels are too).
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  );
}
