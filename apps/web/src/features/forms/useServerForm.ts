import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';

/** Save button states of spec 1 §4: 0 ready, 1 form error (disabled until an edit), 2 try again. */
export type SaveState = 'ready' | 'formError' | 'retry';

/**
 * Submits a multipart form; field errors come from the server's validation (the shared zod schemas of
 * @agora/core), so the browser never holds a second copy of the rules.
 */
export function useServerForm<T>(send: (form: FormData) => Promise<T>, onSuccess: (value: T) => void) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>('ready');
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (value) => {
      setFieldErrors({});
      setState('ready');
      onSuccess(value);
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        setFieldErrors(err.fields);
        setState('formError');
      } else {
        setState('retry');
      }
    },
  });
  /** Any edit clears the error of that field and re-enables the button. */
  const edited = (name: string) => {
    if (state === 'formError') setState('ready');
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };
  // The form's `input` events: every keystroke, tick, pick and file (React's `onChange` on a form is the same;
  // the DOM's name says what it listens to).
  const onInput = (e: FormEvent<HTMLFormElement>) =>
    edited((e.target as unknown as { name?: string }).name ?? '');
  return { mutation, fieldErrors, state, onInput };
}
