import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { useServerForm } from './useServerForm';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useServerForm save states', () => {
  it('goes to Form Error with the server field errors, and back to ready when that field is edited', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(400, 'invalid', { name: 'Name is Required' }));
    const { result } = renderHook(() => useServerForm(send, () => undefined), { wrapper });
    act(() => result.current.mutation.mutate(new FormData()));
    await waitFor(() => expect(result.current.state).toBe('formError'));
    expect(result.current.fieldErrors).toEqual({ name: 'Name is Required' });
    act(() => result.current.onInput({ target: { name: 'name' } } as never));
    expect(result.current.state).toBe('ready');
    expect(result.current.fieldErrors).toEqual({});
  });

  it('offers Try Again after a failure without field errors, and calls onSuccess on success', async () => {
    const onSuccess = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce('saved');
    const { result } = renderHook(() => useServerForm(send, onSuccess), { wrapper });
    act(() => result.current.mutation.mutate(new FormData()));
    await waitFor(() => expect(result.current.state).toBe('retry'));
    act(() => result.current.mutation.mutate(new FormData()));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('saved'));
    expect(result.current.state).toBe('ready');
  });
});
