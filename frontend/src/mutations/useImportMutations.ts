import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useImportMutationsApplyMutation$data } from '../__generated__/useImportMutationsApplyMutation.graphql';
import type { useImportMutationsPreviewMutation$data } from '../__generated__/useImportMutationsPreviewMutation.graphql';
import type { useImportMutationsUndoMutation as UndoMutation } from '../__generated__/useImportMutationsUndoMutation.graphql';
import { uploadMutation } from '../relay/upload';
import { commitAsync } from './commitAsync';

export type ImportKind = 'STAGES' | 'SETS';
export type ImportPreview = useImportMutationsPreviewMutation$data['previewImport'];
export type ImportApplied = useImportMutationsApplyMutation$data['applyImport'];

const preview = graphql`
  mutation useImportMutationsPreviewMutation($input: PreviewImportInput!) {
    previewImport(input: $input) {
      token
      rows
      created
      changed
      unchanged
      errors
      unlisted
      items {
        row
        line
        outcome
        label
        changes {
          field
          before
          after
        }
        error
      }
    }
  }
`;

const apply = graphql`
  mutation useImportMutationsApplyMutation($input: ApplyImportInput!) {
    applyImport(input: $input) {
      import {
        id
        fileName
      }
      rows
      created
      changed
      unchanged
      errors {
        row
        line
        message
      }
    }
  }
`;

const undo = graphql`
  mutation useImportMutationsUndoMutation($input: UndoImportInput!) {
    undoImport(input: $input) {
      restored
      keptWithVotes
      keptStages
      message
      import {
        id
        undoneAt
      }
    }
  }
`;

/** A hook over an upload mutation (multipart: the file goes beside the operation), with its in-flight state. */
function useUpload<V extends Record<string, unknown>, R>(run: (variables: V, file: File) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const call = useCallback(
    async (variables: V, file: File) => {
      setBusy(true);
      try {
        return await run(variables, file);
      } finally {
        setBusy(false);
      }
    },
    [run],
  );
  return [call, busy] as const;
}

const runPreview = (v: { editionId: string; kind: ImportKind }, file: File) =>
  uploadMutation<useImportMutationsPreviewMutation$data>(preview, { input: { ...v, file: null } }, 'input.file', file).then(
    (d) => d.previewImport,
  );

const runApply = (v: { editionId: string; kind: ImportKind; token: string }, file: File) =>
  uploadMutation<useImportMutationsApplyMutation$data>(apply, { input: { ...v, file: null } }, 'input.file', file).then((d) => d.applyImport);

/** Previews a CSV file: what each row would do; writes nothing. */
export function usePreviewImportMutation() {
  return useUpload(runPreview);
}

/** Applies a previewed CSV file (the same file and the preview's token), all rows or none. */
export function useApplyImportMutation() {
  return useUpload(runApply);
}

/** Undoes an edition's last import (within 24 hours). */
export function useUndoImportMutation() {
  const [commit, isInFlight] = useMutation<UndoMutation>(undo);
  const run = useCallback(
    (importId: string) => commitAsync(commit, { variables: { input: { importId } } }).then((r) => r.undoImport),
    [commit],
  );
  return [run, isInFlight] as const;
}
