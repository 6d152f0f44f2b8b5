import type { Language } from '@gemilang/contract';

/** Our own flag files in public/flags, named my, en and cn, for our language codes. */
const flagOf: Record<Language, string> = { ms: '/flags/my.svg', en: '/flags/en.svg', zh: '/flags/cn.svg' };

/** A language's flag beside its name (the name says it: the picture has no text of its own). */
export function Flag({ language }: { language: Language }) {
  return <img src={flagOf[language]} width={24} height={16} alt="" className="h-4 w-6 shrink-0 rounded-[2px]" />;
}
