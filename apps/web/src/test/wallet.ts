import { vi } from 'vitest';
import { getConnection } from 'wagmi/actions';

/**
 * The wallet as wagmi sees it, for the wallet checks (features/wallet/preflight): connected on `chainId`. The
 * test file mocks `getConnection` first:
 * `vi.mock('wagmi/actions', async (o) => ({ ...(await o<typeof import('wagmi/actions')>()), getConnection: vi.fn() }))`.
 */
export const walletOn = (chainId: number) =>
  vi
    .mocked(getConnection)
    .mockReturnValue({ status: 'connected', chainId } as ReturnType<typeof getConnection>);
