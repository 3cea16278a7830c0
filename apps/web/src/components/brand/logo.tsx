import { BriefcaseBusiness } from 'lucide-react';

/** The product mark: a satchel in the accent colour. */
export function LogoMark() {
  return (
    <span className="inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-600/30">
      <BriefcaseBusiness className="size-4.5" aria-hidden="true" />
    </span>
  );
}
