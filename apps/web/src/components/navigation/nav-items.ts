import type { Role } from '@shobdo/contracts';

export type NavVariant = 'public' | 'dashboard';

export interface NavItem {
  to: string;
  /** Key in the `nav` namespace. */
  labelKey: string;
}

/** The two navigation variants of docs/product/screens.md#navigation, in their order. */
export function getNavItems(variant: NavVariant, role: Role | undefined): NavItem[] {
  const items: NavItem[] =
    variant === 'public'
      ? [
          { to: '/', labelKey: 'home' },
          { to: '/about', labelKey: 'about' },
          { to: '/history', labelKey: 'history' },
        ]
      : [
          { to: '/history', labelKey: 'history' },
          { to: '/about', labelKey: 'about' },
          { to: '/results', labelKey: 'results' },
        ];
  // Batch analysis of a whole file is for signed-in users (issue 19).
  if (role !== undefined) items.push({ to: '/batch', labelKey: 'batch' });
  // Reviewing corrections is the moderators' job (issue 29); admins do it too.
  if (role === 'moderator' || role === 'admin') items.push({ to: '/review', labelKey: 'review' });
  if (role === 'admin') items.push({ to: '/dashboard', labelKey: 'dashboard' });
  return items;
}
