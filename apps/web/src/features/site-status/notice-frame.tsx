import type { ReactNode } from 'react';

/** The full-page frame of the maintenance and region-blocked notices: centred card, brand, language. */
export function NoticeFrame({
  icon,
  brand,
  corner,
  children,
}: {
  icon: ReactNode;
  brand: string;
  corner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="mx-auto flex w-full max-w-[1280px] items-center justify-between px-4 py-3">
        <span className="font-semibold text-gold">{brand}</span>
        {corner}
      </div>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 text-center shadow-2xl shadow-black/40 sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-gold/10 text-gold">{icon}</span>
          {children}
        </div>
      </main>
    </div>
  );
}
