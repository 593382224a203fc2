import type { ApiKey, User } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatNumber } from '@/lib/format';
import { useRevokeUserApiKeyMutation, useUserApiKeysQuery } from '../api/user-api-keys';
import { describeAdminError } from '../logic/describe-error';

/** An account's API keys for an admin (a leaked key, a departed integrator): each revocable at once. */
export function UserApiKeysDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, i18n } = useTranslation('apiKeys');
  const keys = useUserApiKeysQuery(user.id);
  const revoke = useRevokeUserApiKeyMutation();
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const date = (value: string) => formatDate(value, i18n.language);

  return (
    <Modal
      title={t('admin.title', { name: user.username })}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('admin.close')}
        </Button>
      }
    >
      {revoke.isError && (
        <p role="alert" className="mb-3 text-sm text-red-300">
          {describeAdminError(revoke.error, t('revokeFailed'), t)}
        </p>
      )}
      {keys.isPending ? (
        <p className="text-slate-400">{t('loading')}</p>
      ) : keys.isError ? (
        <p role="alert" className="text-red-300">
          {describeAdminError(keys.error, t('loadFailed'), t)}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-slate-400">{t('admin.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-800" aria-label={t('admin.title', { name: user.username })}>
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium text-slate-100">{key.name}</p>
                <p className="text-xs text-slate-400">
                  <span className="font-mono">{`${key.prefix}…`}</span>
                  {` · ${t('list.created')} ${date(key.created_at)} · ${t('list.lastUsed')} `}
                  {key.last_used_at ? date(key.last_used_at) : t('list.never')}
                  {` · ${t('list.requests')} ${formatNumber(key.request_count, i18n.language)}`}
                </p>
              </div>
              {confirming?.id === key.id ? (
                <Button
                  variant="danger"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate({ userId: user.id, keyId: key.id }, { onSettled: () => setConfirming(null) })
                  }
                >
                  {t('confirm.title')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setConfirming(key)}
                  aria-label={t('revokeNamed', { name: key.name })}
                >
                  {t('revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
