import { Download, Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';

export type ExportFormat = 'json' | 'csv';

interface ListToolbarProps {
  /** The list's own actions (bulk buttons), first in the row. */
  children?: ReactNode;
  /** Export and Export CSV of docs/product/screens.md's admin lists, when the list has them. */
  onExport?: (format: ExportFormat) => void;
  exporting?: boolean;
}

/** The row of actions above an admin list: its own, then Export, Export CSV and Go to Home. */
export function ListToolbar({ children, onExport, exporting = false }: ListToolbarProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {children}
      {onExport && (
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onExport('json')}
            disabled={exporting}
            icon={<Download className="h-4 w-4" aria-hidden />}
          >
            {t('list.export')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onExport('csv')} disabled={exporting}>
            {t('list.exportCsv')}
          </Button>
        </>
      )}
      <Link to="/" className={buttonClass('ghost', 'sm', 'sm:ml-auto')}>
        <Home className="h-4 w-4" aria-hidden />
        {t('list.goHome')}
      </Link>
    </div>
  );
}
