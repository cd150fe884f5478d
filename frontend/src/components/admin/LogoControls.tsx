import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LogoControlsRemoveMutation } from '../../__generated__/LogoControlsRemoveMutation.graphql';
import type { LogoControlsUploadMutation$data } from '../../__generated__/LogoControlsUploadMutation.graphql';
import { checkLogoFile } from '../../lib/admin/files';
import { errorMessage } from '../../lib/errors';
import { commitAsync } from '../../mutations/commitAsync';
import { uploadMutation } from '../../relay/upload';
import { Button } from '../ui/button';
import { toastError, toastSuccess } from './toasts';

const uploadLogo = graphql`
  mutation LogoControlsUploadMutation($input: UploadFestivalLogoInput!) {
    uploadFestivalLogo(input: $input) {
      festival {
        id
        logoUrl
      }
    }
  }
`;

type Props = { festivalId: string; logoUrl: string | null | undefined; onChanged: () => void };

/** Logo upload (multipart, checked here first) and removal for one festival. */
export function LogoControls({ festivalId, logoUrl, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [remove] = useMutation<LogoControlsRemoveMutation>(graphql`
    mutation LogoControlsRemoveMutation($input: RemoveFestivalLogoInput!) {
      removeFestivalLogo(input: $input) {
        festival {
          id
          logoUrl
        }
      }
    }
  `);

  const upload = async (file: File) => {
    const problem = checkLogoFile(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    setBusy(true);
    try {
      await uploadMutation<LogoControlsUploadMutation$data>(uploadLogo, { input: { festivalId, file: null } }, 'input.file', file);
      toastSuccess('Logo uploaded successfully');
      onChanged();
    } catch (err) {
      toastError(`Upload failed: ${errorMessage(err, 'Failed to upload logo')}`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const removeLogo = async () => {
    setBusy(true);
    try {
      await commitAsync(remove, { variables: { input: { festivalId } } });
      toastSuccess('Logo removed successfully');
      onChanged();
    } catch (err) {
      toastError(`Delete failed: ${errorMessage(err, 'Failed to remove logo')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-2">
      {logoUrl && <img src={logoUrl} alt="Logo" className="h-8 w-8 rounded object-contain" />}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        aria-label="Logo file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {logoUrl ? 'Change logo' : 'Upload logo'}
      </Button>
      {logoUrl && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => void removeLogo()}>
          Remove logo
        </Button>
      )}
    </div>
  );
}
