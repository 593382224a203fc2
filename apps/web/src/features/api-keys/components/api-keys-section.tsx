import { API_KEY_LIMITS, type ApiKey, type CreatedApiKey } from '@shobdo/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { inputClass } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';
import { useCreateApiKeyMutation } from '../api/create-api-key';
import { useApiKeysQuery } from '../api/get-api-keys';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key';
import { describeApiKeyError } from '../logic/describe-api-key-error';
import { ApiKeyList } from './api-key-list';
import { CreatedKeyNotice } from './created-key-notice';

/** The profile page's "API keys" section (decision 0042): create, see once, list, revoke. */
export function ApiKeysSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('apiKeys');
  const keys = useApiKeysQuery(userId);
  const create = useCreateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
    });
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
  };
  const error = create.error
    ? describeApiKeyError(create.error, t, 'createFailed')
    : revoke.error
      ? describeApiKeyError(revoke.error, t, 'revokeFailed')
      : null;

  return (
    <Card title={t('title')} titleId="api-keys-title">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-400">
          {t('intro', { limit: formatNumber(API_KEY_LIMITS.keysPerUser, i18n.language) })}
        </p>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="api-key-name" className="text-sm font-medium text-slate-200">
              {t('nameLabel')}
            </label>
            <input
              id="api-key-name"
              className={inputClass}
              value={name}
              maxLength={API_KEY_LIMITS.nameLength}
              placeholder={t('namePlaceholder')}
              onChange={(e) => {
                setName(e.target.value);
                if (create.isError) create.reset();
              }}
            />
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {create.isPending ? t('creating') : t('create')}
          </Button>
        </form>
        <FormError message={error} />
        {created && <CreatedKeyNotice created={created} onDone={() => setCreated(null)} />}
        {keys.isPending ? (
          <p className="text-sm text-slate-400">{t('loading')}</p>
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {describeApiKeyError(keys.error, t, 'loadFailed')}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-slate-400">{t('empty')}</p>
        ) : (
          <ApiKeyList keys={keys.data} onRevoke={setRevoking} />
        )}
      </div>
      {revoking && (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message', { name: revoking.name })}
          confirmLabel={t('revoke')}
          danger
          busy={revoke.isPending}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
        />
      )}
    </Card>
  );
}
