import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  onNavigate?: () => void;
  vertical?: boolean;
}

export function NavLinks({ items, onNavigate, vertical = false }: NavLinksProps) {
  const { t } = useTranslation('nav');
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                isActive ? 'bg-slate-800 text-emerald-300' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'
              }`
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
