import { BarChart3, FileText, LogOut, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';

const LINKS = [
  { to: '/dashboard', labelKey: 'dashboard', icon: BarChart3, end: true },
  { to: '/dashboard/users', labelKey: 'users', icon: Users, end: false },
  { to: '/dashboard/logs', labelKey: 'analysisLogs', icon: FileText, end: false },
  // Outside /dashboard: moderators review corrections too, and /dashboard stays admin-only.
  { to: '/review', labelKey: 'review', icon: ShieldCheck, end: false },
] as const;

interface AdminSidebarProps {
  onNavigate?: () => void;
  onLogout: () => void;
}

/** Sidebar entries of docs/product/screens.md#admin-area: Dashboard, Users, Analysis Logs, Logout. */
export function AdminSidebar({ onNavigate, onLogout }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  return (
    <ul className="flex flex-col gap-1">
      {LINKS.map(({ to, labelKey, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                isActive ? 'bg-slate-800 text-emerald-300' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'
              }`
            }
          >
            <Icon className="h-4 w-4" aria-hidden />
            {t(`sidebar.${labelKey}`)}
          </NavLink>
        </li>
      ))}
      <li>
        <Button
          variant="ghost"
          size="sm"
          align="start"
          onClick={onLogout}
          icon={<LogOut className="h-4 w-4" aria-hidden />}
          className="w-full"
        >
          {t('sidebar.logout')}
        </Button>
      </li>
    </ul>
  );
}
