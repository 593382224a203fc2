import type { Role } from '@shobdo/contracts';
import { Crown, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A crown marks admins and a shield marks moderators (docs/product/screens.md#navigation); plain users get no mark. */
export function RoleIcon({ role }: { role: Role }) {
  const { t } = useTranslation('nav');
  if (role === 'admin') {
    return (
      <Crown data-testid="admin-crown" role="img" aria-label={t('role_admin')} className="h-4 w-4 text-amber-400" />
    );
  }
  if (role === 'moderator') {
    return (
      <Shield
        data-testid="moderator-shield"
        role="img"
        aria-label={t('role_moderator')}
        className="h-4 w-4 text-sky-400"
      />
    );
  }
  return null;
}
