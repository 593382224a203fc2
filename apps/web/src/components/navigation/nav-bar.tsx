import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth-context';
import { AccountArea } from './account-area';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { getNavItems, type NavVariant } from './nav-items';
import { NavLinks } from './nav-links';
import { MenuButton } from './menu-button';

export function NavBar({ variant }: { variant: NavVariant }) {
  const { t } = useTranslation('nav');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const items = getNavItems(variant, user?.role);

  // The side menu is a sibling of the header, not a child: the header's backdrop-blur would make it the
  // containing block of the menu's fixed layer, shrinking the backdrop to the header's height.
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-baseline gap-2 text-xl font-bold text-emerald-300">
            {t('brand')}
            <span lang="bn" className="text-base font-medium text-slate-400">
              শব্দ
            </span>
          </Link>
          <nav aria-label={t('mainNavigation')} className="hidden items-center gap-4 md:flex">
            <NavLinks items={items} />
            <LanguageToggle />
            <AccountArea variant={variant} />
          </nav>
          <MenuButton label={t('openMenu')} open={open} controls="mobile-menu" onOpen={() => setOpen(true)} />
        </div>
      </header>
      <MobileMenu id="mobile-menu" open={open} onClose={close} title={t('brand')}>
        <NavLinks items={items} onNavigate={close} vertical />
        <LanguageToggle className="self-start" />
        <AccountArea variant={variant} onNavigate={close} vertical />
      </MobileMenu>
    </>
  );
}
