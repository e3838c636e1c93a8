import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlWiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label, the control it names, then its hint and error below, wired for screen readers. */
function LabelledControl({
  label,
  error,
  hint,
  control,
}: FieldText & { control: (w: ControlWiring) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-err` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} role="alert" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Labelled input with its error below. */
export function Field({ label, error, hint, ...input }: FieldText & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(w) => <input className="input" {...w} {...input} />}
    />
  );
}

/** Labelled select (its options as children) with its error below. */
export function SelectField({
  label,
  error,
  hint,
  ...select
}: FieldText & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(w) => <select className="input" {...w} {...select} />}
    />
  );
}

/** Labelled multi-line text with its error below. */
export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(w) => <textarea className="input" {...w} {...textarea} />}
    />
  );
}
