import { useState } from 'react';
import { graphql } from 'react-relay';
import { toast } from '../../lib/toast';
import type { ImportDialogSetsMutation$data } from '../../__generated__/ImportDialogSetsMutation.graphql';
import type { ImportDialogStagesMutation$data } from '../../__generated__/ImportDialogStagesMutation.graphql';
import { isCsvFile } from '../../lib/admin/files';
import { errorMessage } from '../../lib/errors';
import { uploadMutation } from '../../relay/upload';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { outcome, overallPercent, stepMessage, type StepResult } from './importOutcome';

const importStages = graphql`
  mutation ImportDialogStagesMutation($input: ImportStagesInput!) {
    importStages(input: $input) {
      rows
      imported
      errors {
        row
        message
      }
    }
  }
`;

const importSets = graphql`
  mutation ImportDialogSetsMutation($input: ImportSetsInput!) {
    importSets(input: $input) {
      rows
      imported
      errors {
        row
        message
      }
    }
  }
`;

type Props = { editionId: string; open: boolean; onOpenChange: (open: boolean) => void; onImported: () => void };

/** CSV import of stages, then sets, into the edition: upload progress, per-file summary, outcome toast. */
export function ImportDialog({ editionId, open, onOpenChange, onImported }: Props) {
  const [files, setFiles] = useState<{ stages: File | null; sets: File | null }>({ stages: null, sets: null });
  const [percent, setPercent] = useState<number | null>(null);
  const [results, setResults] = useState<StepResult[]>([]);
  const busy = percent !== null && percent < 100 && results.length < 2;

  const pick = (kind: 'stages' | 'sets', input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    if (file && !isCsvFile(file)) {
      toast.error('Invalid file', { description: 'Please select a CSV file' });
      input.value = '';
      setFiles((f) => ({ ...f, [kind]: null }));
      return;
    }
    setFiles((f) => ({ ...f, [kind]: file }));
  };

  const run = async () => {
    const steps = (['stages', 'sets'] as const).filter((k) => files[k] !== null);
    if (steps.length === 0) {
      toast.error('No files selected', { description: 'Please select at least one CSV file to import' });
      return;
    }
    setResults([]);
    setPercent(0);
    const done: StepResult[] = [];
    for (const [i, kind] of steps.entries()) {
      const file = files[kind]!;
      const onProgress = (f: number) => setPercent(overallPercent(i, steps.length, f));
      try {
        const payload =
          kind === 'stages'
            ? (await uploadMutation<ImportDialogStagesMutation$data>(importStages, { input: { editionId, file: null } }, 'input.file', file, onProgress)).importStages
            : (await uploadMutation<ImportDialogSetsMutation$data>(importSets, { input: { editionId, file: null } }, 'input.file', file, onProgress)).importSets;
        done.push({ kind, ok: true, imported: payload.imported, errors: payload.errors });
      } catch (err) {
        done.push({ kind, ok: false, message: errorMessage(err, kind === 'stages' ? 'Failed to import stages' : 'Failed to import sets') });
      }
      setPercent(overallPercent(i + 1, steps.length, 0));
      setResults([...done]);
    }
    const { title, destructive } = outcome(done);
    const description = done.map(stepMessage).join('\n');
    if (destructive) toast.error(title, { description });
    else if (title === 'Import successful') toast.success(title, { description });
    else toast.warning(title, { description });
    onImported();
    if (title === 'Import successful') {
      setFiles({ stages: null, sets: null });
      setResults([]);
      setPercent(null);
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent title="Import CSV" description="Stages (column: name), then sets (artist_names, stage_name; optional name, time_start, time_end, description).">
        <div className="space-y-4">
          <label className="block text-sm">
            Stages CSV
            <input className="mt-1 block text-sm" type="file" accept=".csv,text/csv" onChange={(e) => pick('stages', e.target)} />
          </label>
          <label className="block text-sm">
            Sets CSV
            <input className="mt-1 block text-sm" type="file" accept=".csv,text/csv" onChange={(e) => pick('sets', e.target)} />
          </label>
          {percent !== null && (
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded bg-slate-800"
            >
              <div className="h-full bg-violet-500 transition-all" style={{ width: `${percent}%` }} />
            </div>
          )}
          {results.length > 0 && (
            <ul aria-label="Import summary" className="space-y-2 text-sm">
              {results.map((r) => (
                <li key={r.kind}>
                  <p className={r.ok ? 'text-green-300' : 'text-red-300'}>{stepMessage(r)}</p>
                  {r.ok && r.errors.length > 0 && (
                    <ul className="ml-4 list-disc text-red-300">
                      {r.errors.slice(0, 50).map((e) => (
                        <li key={e.row}>
                          Row {e.row}: {e.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Button onClick={() => void run()} disabled={busy}>
            {busy ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
