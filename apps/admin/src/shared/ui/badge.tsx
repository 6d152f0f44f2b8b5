import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'ok' | 'warn' | 'bad' | 'accent';

const tones: Record<Tone, string> = {
  neutral: 'bg-sunken text-ink-soft border-line',
  ok: 'bg-ok-soft text-ok border-ok/30',
  warn: 'bg-warn-soft text-warn border-warn/30',
  bad: 'bg-bad-soft text-bad border-bad/30',
  accent: 'bg-accent-soft text-accent border-accent/30',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border px-1.5 py-px text-[11px] font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
