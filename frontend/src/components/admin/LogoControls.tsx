import { useRef, useState } from 'react';
import { checkLogoFile } from '../../lib/admin/files';
import { errorMessage } from '../../lib/errors';
import { useRemoveFestivalLogoMutation, useUploadFestivalLogoMutation } from '../../mutations/admin/useFestivalMutations';
import { Button } from '../ui/button';
import { toastError, toastSuccess } from './toasts';

type Props = { festivalId: string; logoUrl: string | null | undefined };

/** Logo upload (multipart, checked here first) and removal for one festival. */
export function LogoControls({ festivalId, logoUrl }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const uploadLogo = useUploadFestivalLogoMutation();
  const [remove] = useRemoveFestivalLogoMutation();

  const upload = async (file: File) => {
    const problem = checkLogoFile(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    setBusy(true);
    try {
      await uploadLogo(festivalId, file);
      toastSuccess('Logo uploaded successfully');
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
      await remove(festivalId);
      toastSuccess('Logo removed successfully');
    } catch (err) {
      toastError(`Delete failed: ${errorMessage(err, 'Failed to remove logo')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
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
