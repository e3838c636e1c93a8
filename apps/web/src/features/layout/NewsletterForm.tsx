import { newsletterError, SHELL_MSG } from '@agora/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { contentApi } from '../../api/endpoints';
import { toast } from '../toast/toastStore';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const subscribe = useMutation({
    mutationFn: contentApi.subscribe,
    onSuccess: (reply) => {
      toast.success(reply.message);
      setEmail('');
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newsletterError(email);
    setError(problem);
    if (!problem) subscribe.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-white">
        {SHELL_MSG.footer.newsletter}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
          className="input max-w-xs border-slate-700 bg-slate-800 text-white"
        />
        <button type="submit" className="btn-primary" disabled={subscribe.isPending}>
          {SHELL_MSG.footer.subscribe}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className="mt-2 text-sm text-rose-300">
          {error}
        </p>
      )}
    </form>
  );
}
