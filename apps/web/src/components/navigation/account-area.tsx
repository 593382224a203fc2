import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth-context';
import type { NavVariant } from './nav-items';
import { RoleIcon } from './role-badge';
import { Button, buttonClass } from '@/components/ui/button';

interface AccountAreaProps {
  variant: NavVariant;
  onNavigate?: () => void;
  vertical?: boolean;
}

/**
 * Public variant: a welcome line and logout, or Sign Up and Log In. Dashboard variant: a user badge with
 * username, role label and logout (docs/product/screens.md#navigation). The welcome line and the badge open /profile.
 */
export function AccountArea({ variant, onNavigate, vertical = false }: AccountAreaProps) {
  const { t } = useTranslation('nav');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const layout = vertical ? 'flex flex-col items-stretch gap-2' : 'flex items-center gap-2';

  if (!user) {
    return (
      <div className={layout}>
        <Link
          to="/signup"
          onClick={onNavigate}
          className="rounded-lg px-3 py-2 text-center text-sm font-medium text-slate-200 hover:text-white"
        >
          {t('signUp')}
        </Link>
        <Link to="/login" onClick={onNavigate} className={buttonClass('primary', 'sm', 'py-2 text-center')}>
          {t('logIn')}
        </Link>
      </div>
    );
  }

  const handleLogout = async () => {
    onNavigate?.();
    await logout();
    void navigate('/');
  };

  return (
    <div className={layout}>
      {variant === 'public' ? (
        <Link
          to="/profile"
          onClick={onNavigate}
          title={t('profile')}
          className={`flex min-w-0 items-center gap-1.5 rounded-lg py-2 text-sm text-slate-300 hover:text-white ${vertical ? 'px-3' : 'px-1'}`}
        >
          <RoleIcon role={user.role} />
          {/* Usernames run to 150 characters without a space: wrapped in the side menu, cut short in the bar. */}
          <span className={vertical ? 'min-w-0 wrap-anywhere' : 'max-w-48 truncate'}>
            {t('welcome', { username: user.username })}
          </span>
        </Link>
      ) : (
        <Link
          to="/profile"
          onClick={onNavigate}
          title={t('profile')}
          className="flex min-w-0 items-center gap-2 rounded-lg border border-slate-700 px-3 py-1.5 text-sm hover:border-emerald-400"
          data-testid="user-badge"
        >
          <RoleIcon role={user.role} />
          <span className={`min-w-0 truncate font-medium text-slate-100 ${vertical ? '' : 'max-w-40'}`}>
            {user.username}
          </span>
          <span className="text-xs text-slate-400">{t(`role_${user.role}`)}</span>
        </Link>
      )}
      <Button
        variant="ghost"
        size="sm"
        align={vertical ? 'start' : 'center'}
        onClick={() => void handleLogout()}
        icon={<LogOut className="h-4 w-4" aria-hidden />}
      >
        {t('logout')}
      </Button>
    </div>
  );
}
