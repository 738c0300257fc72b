import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A list item card with an icon and a title, as on About Us and Contact Us. */
export function IconCard({
  icon: Icon,
  title,
  iconClassName = 'text-maroon-700',
  children,
}: {
  icon: LucideIcon;
  title: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
      <Icon className={`size-10 ${iconClassName}`} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-maroon-800">{title}</h2>
      {children}
    </li>
  );
}
