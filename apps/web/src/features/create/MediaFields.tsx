import {
  CREATE_MSG,
  type FieldErrors,
  ITEM_IMAGE_EXTENSIONS,
  itemFileSelectionError,
  type MediaKind,
  mediaKind,
  needsPoster,
  posterSelectionError,
} from '@agora/core';
import { type Dispatch, useEffect, useState } from 'react';
import type { CreateFormAction, CreateFormState } from './createForm';

/** A file picker with its hint and the error of the choice (on selection) or of the form (on submit). */
function FilePicker(props: {
  label: string;
  hint: string;
  accept?: string;
  error: string | undefined;
  check: (file: File) => string | null;
  onPick: (file: File | null) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? props.error;
  return (
    <div>
      <label className="block text-sm font-medium">
        {props.label}
        <input
          type="file"
          accept={props.accept}
          className="input mt-1"
          aria-invalid={!!error}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const refused = file ? props.check(file) : null;
            setProblem(refused);
            props.onPick(refused ? null : file);
          }}
        />
      </label>
      <p className="text-xs text-slate-500">{props.hint}</p>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The item file and, once it is a video or audio, the preview image that wallets and cards show. */
export function MediaFields({
  form,
  errors,
  dispatch,
}: {
  form: CreateFormState;
  errors: FieldErrors;
  dispatch: Dispatch<CreateFormAction>;
}) {
  return (
    <>
      <FilePicker
        label={CREATE_MSG.upload}
        hint={CREATE_MSG.uploadHint}
        error={errors.file}
        check={itemFileSelectionError}
        onPick={(file) => dispatch({ type: 'file', file })}
      />
      {form.file && needsPoster(form.file.name) && (
        <FilePicker
          label={CREATE_MSG.poster}
          hint={CREATE_MSG.posterHint}
          accept={ITEM_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          error={errors.poster}
          check={posterSelectionError}
          onPick={(file) => dispatch({ type: 'poster', file })}
        />
      )}
    </>
  );
}

/** A blob URL of the chosen file for the preview, revoked when the choice changes. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** What the item will look like: the picture, or the video or audio playing over its preview image. */
function PreviewMedia({
  kind,
  src,
  poster,
  alt,
}: {
  kind: MediaKind;
  src: string;
  poster?: string;
  alt: string;
}) {
  if (kind === 'video')
    return (
      <video src={src} poster={poster} controls muted loop playsInline className="size-full object-cover" />
    );
  if (kind === 'image') return <img src={src} alt={alt} className="size-full object-cover" />;
  return (
    <div className="relative size-full">
      {poster && <img src={poster} alt={alt} className="size-full object-cover" />}
      {/* biome-ignore lint/a11y/useMediaCaption: user-uploaded audio has no captions */}
      <audio src={src} controls className="absolute inset-x-3 bottom-3 w-[calc(100%-1.5rem)]" />
    </div>
  );
}

/** The form's live preview: media, name and price. */
export function CreatePreview({ form }: { form: CreateFormState }) {
  const src = useObjectUrl(form.file);
  const poster = useObjectUrl(form.poster);
  return (
    <aside aria-label={CREATE_MSG.preview} className="card sticky top-24 h-fit overflow-hidden">
      <p className="px-4 pt-3 text-sm font-semibold">{CREATE_MSG.preview}</p>
      <div className="aspect-square bg-slate-100">
        {form.file && src && (
          <PreviewMedia kind={mediaKind(form.file.name)} src={src} poster={poster} alt={form.name} />
        )}
      </div>
      <div className="p-4">
        <p className="font-semibold">{form.name}</p>
        <p className="text-sm text-slate-600">
          {form.price || form.minimumBid} {form.saleType ? form.currency : ''}
        </p>
      </div>
    </aside>
  );
}
