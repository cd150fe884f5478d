import { useState } from 'react';
import { toast } from '../../lib/toast';
import { isCsvFile } from '../../lib/admin/files';
import { errorMessage } from '../../lib/errors';
import {
  useApplyImportMutation,
  usePreviewImportMutation,
  type ImportApplied,
  type ImportKind,
  type ImportPreview,
} from '../../mutations/useImportMutations';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { OUTCOME_LABEL, appliedText, changeText, countsText, roughRows } from './importOutcome';

type Props = { editionId: string; open: boolean; onOpenChange: (open: boolean) => void; onImported: () => void };

type Step =
  | { at: 'choose' }
  | { at: 'preview'; preview: ImportPreview }
  | { at: 'done'; applied: ImportApplied };

/**
 * CSV import into the edition: choose a file (stages or sets) → preview of what each row would do
 * (created, changed with old → new values, unchanged, errors) → Apply (all rows or none) → result.
 */
export function ImportDialog({ editionId, open, onOpenChange, onImported }: Props) {
  const [kind, setKind] = useState<ImportKind>('STAGES');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState(0);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  // A new key empties the file input (a fresh element): choosing the same file again is a
  // change, so it can be previewed again after "Import another file" or "Choose another file".
  const [inputKey, setInputKey] = useState(0);
  const [previewFile, previewing] = usePreviewImportMutation();
  const [applyFile, applying] = useApplyImportMutation();
  const busy = previewing || applying;

  const reset = () => {
    setStep({ at: 'choose' });
    setFile(null);
    setInputKey((k) => k + 1);
  };

  const pick = (input: HTMLInputElement) => {
    const f = input.files?.[0] ?? null;
    setStep({ at: 'choose' });
    if (f && !isCsvFile(f)) {
      toast.error('Invalid file', { description: 'Please select a CSV file' });
      input.value = '';
      setFile(null);
      return;
    }
    setFile(f);
    if (f) void f.text().then((t) => setRows(roughRows(t)), () => setRows(0));
  };

  const preview = async () => {
    if (!file) {
      toast.error('No file selected', { description: 'Please select a CSV file to import' });
      return;
    }
    try {
      setStep({ at: 'preview', preview: await previewFile({ editionId, kind }, file) });
    } catch (err) {
      toast.error('The file cannot be imported', { description: errorMessage(err, 'Failed to read the file') });
    }
  };

  const apply = async (p: ImportPreview) => {
    if (!file) return;
    try {
      const applied = await applyFile({ editionId, kind, token: p.token }, file);
      if (applied.import) {
        toast.success('Import applied', { description: appliedText(kind, { ...applied, errors: 0 }) });
        setStep({ at: 'done', applied });
        onImported();
      } else if (applied.errors.length === 0) {
        toast.info('Nothing to change', { description: 'The lineup already matches the file' });
        setStep({ at: 'done', applied });
      } else {
        toast.error('Nothing was imported', { description: `${applied.errors.length} rows failed` });
        setStep({ at: 'done', applied });
      }
    } catch (err) {
      toast.error('Import refused', { description: errorMessage(err, 'Failed to import the file') });
      setStep({ at: 'choose' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent
        title="Import CSV"
        description="Stages (column: name) or sets (artist_names, stage_name; optional name, time_start, time_end, description). A blank cell keeps the stored value."
        size="screen"
      >
        <div className="space-y-4">
          <fieldset className="flex gap-4 text-sm" disabled={busy}>
            <legend className="sr-only">What the file holds</legend>
            {(['STAGES', 'SETS'] as const).map((k) => (
              <label key={k} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="import-kind"
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setStep({ at: 'choose' });
                  }}
                />
                {k === 'STAGES' ? 'Stages' : 'Sets'}
              </label>
            ))}
          </fieldset>
          <label className="block text-sm">
            CSV file
            <input key={inputKey} className="mt-1 block text-sm" type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => pick(e.target)} />
          </label>
          {busy && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
              <span aria-hidden className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-violet-400 border-t-transparent" />
              {previewing ? `Reading ${rows} rows…` : `Applying ${step.at === 'preview' ? step.preview.rows : rows} rows…`}
            </p>
          )}
          {step.at === 'choose' && (
            <Button onClick={() => void preview()} disabled={busy || !file}>
              Preview
            </Button>
          )}
          {step.at === 'preview' && <PreviewTable preview={step.preview} />}
          {step.at === 'preview' && (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => void apply(step.preview)}
                disabled={busy || step.preview.errors > 0 || step.preview.created + step.preview.changed === 0}
              >
                Apply
              </Button>
              <Button variant="outline" onClick={reset} disabled={busy}>
                Choose another file
              </Button>
            </div>
          )}
          {step.at === 'done' && <Result applied={step.applied} kind={kind} />}
          {step.at === 'done' && (
            <Button variant="outline" onClick={reset}>
              Import another file
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{countsText(preview)}</p>
      {preview.errors > 0 && (
        <p className="text-sm text-red-300">Fix the rows with errors and preview the file again: nothing is written while a row fails.</p>
      )}
      <div className="max-h-80 overflow-auto rounded border border-slate-800">
        <table aria-label="Import preview" className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-900">
            <tr>
              <th className="p-2">Row</th>
              <th className="p-2">Outcome</th>
              <th className="p-2">Name</th>
              <th className="p-2">Changes</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((it) => (
              <tr key={it.row} className="border-t border-slate-800 align-top">
                <td className="p-2">{it.row}</td>
                <td className={`p-2 ${it.outcome === 'ERROR' ? 'text-red-300' : ''}`}>{OUTCOME_LABEL[it.outcome] ?? it.outcome}</td>
                <td className="p-2">{it.label}</td>
                <td className="p-2">
                  {it.error ? (
                    <span className="text-red-300">{it.error}</span>
                  ) : (
                    <ul>
                      {it.changes.map((c) => (
                        <li key={c.field}>{changeText(c, it.outcome === 'CREATED')}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.unlisted > 0 && <p className="text-xs text-slate-400">{preview.unlisted} more rows (unchanged) are not listed.</p>}
    </div>
  );
}

function Result({ applied, kind }: { applied: ImportApplied; kind: ImportKind }) {
  if (applied.import) {
    return (
      <p role="status" className="text-sm text-green-300">
        {appliedText(kind, { ...applied, errors: 0 })}.
      </p>
    );
  }
  if (applied.errors.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-300">
        Nothing to change: the lineup already matches the file.
      </p>
    );
  }
  return (
    <div className="text-sm text-red-300">
      <p>Nothing was imported: {applied.errors.length} rows failed.</p>
      <ul className="ml-4 list-disc">
        {applied.errors.slice(0, 50).map((e) => (
          <li key={e.row}>
            Row {e.row}: {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
