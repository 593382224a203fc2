import type { CreatedApiKey } from '@shobdo/contracts';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useExpiringState } from '@/lib/use-expiring-state';

/** The whole key, once: it is stored only as a hash, so this is the owner's one chance to copy it. */
export function CreatedKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [copied, setCopied] = useExpiringState<boolean>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the key stays selectable in the field.
      setCopied(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-100"
    >
      <p className="font-semibold">{t('created.title', { name: created.name })}</p>
      <p>{t('created.once')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label={t('created.keyLabel')}
          value={created.key}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-xs text-slate-100"
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy()}
          icon={copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        >
          {copied ? t('created.copied') : t('created.copy')}
        </Button>
      </div>
      {copied === false && <p>{t('created.copyFailed')}</p>}
      <Button size="sm" className="self-end" onClick={onDone}>
        {t('created.done')}
      </Button>
    </div>
  );
}
