import { MSG, TIMING_MS } from '@agora/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { usersApi } from '../../api/endpoints';
import { StaticDialog } from '../../components/StaticDialog';

/** Edit cover: upload; server validation errors under the chooser; on success reload after 500 ms. */
export function CoverModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const id = useId();
  const upload = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.set('cover', f);
      return usersApi.updateCover(form);
    },
    onSuccess: () => {
      onClose();
      setTimeout(() => window.location.reload(), TIMING_MS.coverReload);
    },
  });
  const error =
    upload.error instanceof ApiError
      ? (upload.error.fields.cover ?? upload.error.message)
      : upload.error?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <StaticDialog
      open={open}
      title={MSG.profile.editCover}
      description={MSG.profile.coverHint}
      onClose={onClose}
    >
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium">
          {MSG.profile.chooseFile}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/gif,image/webp,image/jpeg"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
          className="block w-full text-sm"
        />
        {error && (
          <p id={`${id}-err`} role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={!file || upload.isPending}>
          {MSG.profile.upload}
        </button>
      </form>
    </StaticDialog>
  );
}
