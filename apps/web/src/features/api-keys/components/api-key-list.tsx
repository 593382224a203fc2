import type { ApiKey } from '@shobdo/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber } from '@/lib/format';

/** The keys with what tells them apart and how they are used; each with its Revoke button. */
export function ApiKeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation('apiKeys');
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <ul className="flex flex-col divide-y divide-slate-800" aria-label={t('listLabel')}>
      {keys.map((key) => (
        <li key={key.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-100">{key.name}</p>
            <p className="font-mono text-xs text-slate-400">{`${key.prefix}…`}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-400">
              <dt>{t('list.created')}</dt>
              <dd>{date(key.created_at)}</dd>
              <dt>{t('list.lastUsed')}</dt>
              <dd>{key.last_used_at ? date(key.last_used_at) : t('list.never')}</dd>
              <dt>{t('list.requests')}</dt>
              <dd>{formatNumber(key.request_count, i18n.language)}</dd>
            </dl>
          </div>
          <Button
            variant="danger"
            size="sm"
            className="self-start sm:self-center"
            onClick={() => onRevoke(key)}
            icon={<Trash2 className="h-4 w-4" aria-hidden />}
            aria-label={t('revokeNamed', { name: key.name })}
          >
            {t('revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
