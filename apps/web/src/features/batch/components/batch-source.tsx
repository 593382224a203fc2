import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';
import { readTableFile } from '../logic/read-table-file';
import { TableError, columnTexts, guessTextColumn, linesToTexts, type ParsedTable } from '../logic/table-input';

export interface BatchSourceValue {
  texts: string[];
  /** A name for the batch: the file's, or empty for pasted lines. */
  name: string;
}

/** Where the comments come from: a CSV or Excel file (a column chosen, first rows previewed) or pasted lines. */
export function BatchSource({
  onChange,
  disabled,
}: {
  onChange: (value: BatchSourceValue) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('batch');
  const lang = i18n.language;
  const id = useId();
  const [mode, setMode] = useState<'file' | 'paste'>('file');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<{ name: string; table: ParsedTable; column: number } | null>(null);
  // The pasted comments, split once per change (a paste of thousands of lines is split here, not on every render).
  const [pasted, setPasted] = useState<string[]>([]);
  const pastedText = useRef('');
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (next: { name: string; table: ParsedTable; column: number } | null) => {
    setFile(next);
    onChange(next ? { texts: columnTexts(next.table, next.column), name: next.name } : { texts: [], name: '' });
  };

  const onFile = async (picked: File | undefined) => {
    setError(null);
    choose(null);
    if (!picked) return;
    setReading(true);
    try {
      const table = await readTableFile(picked);
      choose({ name: picked.name, table, column: guessTextColumn(table) });
    } catch (e) {
      setError(t(`file.errors.${e instanceof TableError ? e.code : 'unreadable'}`));
    } finally {
      setReading(false);
    }
  };

  const switchMode = (next: 'file' | 'paste') => {
    setMode(next);
    if (next === 'paste') onChange({ texts: pasted, name: '' });
    else onChange(file ? { texts: columnTexts(file.table, file.column), name: file.name } : { texts: [], name: '' });
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-slate-200">{t('source.legend')}</legend>
        {(['file', 'paste'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-200">
            <input
              type="radio"
              name={`${id}-mode`}
              className="accent-emerald-500"
              checked={mode === value}
              onChange={() => switchMode(value)}
            />
            {t(`source.${value}`)}
          </label>
        ))}
      </fieldset>

      {mode === 'file' ? (
        <div className="flex flex-col gap-3">
          <FormField id={`${id}-file`} label={t('file.label')} hint={t('file.hint')}>
            {/* The browser's own file button speaks the browser's language ("Choose File", "No file chosen") whatever
                the page's; the input stays, visually hidden but focusable, and the page draws the button in its words. */}
            <div className="flex flex-wrap items-center gap-3">
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={disabled || reading}
                aria-describedby={`${id}-file-hint ${id}-file-chosen`}
                className="peer sr-only"
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <span
                aria-hidden
                onClick={() => fileInput.current?.click()}
                className="cursor-pointer rounded-lg bg-slate-700 px-3 py-2 text-sm text-slate-100 hover:bg-slate-600 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                {t('file.choose')}
              </span>
              <span id={`${id}-file-chosen`} className="min-w-0 text-sm text-slate-300 wrap-anywhere">
                {file?.name ?? t('file.none')}
              </span>
            </div>
          </FormField>
          {reading ? <p role="status">{t('file.reading')}</p> : null}
          {error ? (
            <p role="alert" className="text-red-300">
              {error}
            </p>
          ) : null}
          {file ? (
            <>
              <p role="status" className="text-sm text-slate-300">
                {t('file.read', {
                  name: file.name,
                  rows: formatNumber(file.table.rows.length, lang),
                  columns: formatNumber(file.table.columns.length, lang),
                })}
              </p>
              <FormField id={`${id}-column`} label={t('file.column')}>
                <select
                  id={`${id}-column`}
                  className={inputClass}
                  value={file.column}
                  disabled={disabled}
                  onChange={(e) => choose({ ...file, column: Number(e.target.value) })}
                >
                  {file.table.columns.map((name, i) => (
                    <option key={i} value={i}>
                      {name}
                    </option>
                  ))}
                </select>
              </FormField>
              <div className="overflow-x-auto rounded-lg border border-slate-800">
                <table className="w-full text-left text-sm">
                  <caption className="px-3 py-2 text-left text-slate-300">{t('file.preview')}</caption>
                  <thead>
                    <tr>
                      {file.table.columns.map((name, i) => (
                        <th
                          key={i}
                          scope="col"
                          className={`px-3 py-2 ${i === file.column ? 'text-emerald-300' : 'text-slate-400'}`}
                        >
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {file.table.rows.slice(0, 5).map((row, r) => (
                      <tr key={r} className="border-t border-slate-800">
                        {row.map((cell, c) => (
                          <td
                            key={c}
                            lang={c === file.column ? 'bn' : undefined}
                            className={`max-w-xs truncate px-3 py-2 ${c === file.column ? 'text-slate-100' : 'text-slate-400'}`}
                          >
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
      ) : (
        <FormField
          id={`${id}-paste`}
          label={t('paste.label')}
          hint={t('paste.count', { value: formatNumber(pasted.length, lang) })}
        >
          <textarea
            id={`${id}-paste`}
            lang="bn"
            rows={8}
            className={inputClass}
            // Uncontrolled, and no spell check: a paste of ten thousand Bengali lines stays quick.
            spellCheck={false}
            defaultValue={pastedText.current}
            disabled={disabled}
            aria-describedby={`${id}-paste-hint`}
            onChange={(e) => {
              pastedText.current = e.target.value;
              const texts = linesToTexts(e.target.value);
              setPasted(texts);
              onChange({ texts, name: '' });
            }}
          />
        </FormField>
      )}
    </div>
  );
}
