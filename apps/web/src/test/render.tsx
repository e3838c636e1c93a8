import type { AppConfig } from '@agora/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppConfigContext } from '../app/appConfig';

export const testConfig: AppConfig = {
  chainId: 31337,
  chainName: 'Agora Local',
  rpcUrl: 'http://127.0.0.1:1',
  nativeSymbol: 'BNB',
  deployed: true,
  addresses: {
    marketplace: '0x0000000000000000000000000000000000000001',
    erc721: '0x0000000000000000000000000000000000000002',
    erc1155: '0x0000000000000000000000000000000000000003',
    vsw: '0x0000000000000000000000000000000000000004',
    wbnb: '0x0000000000000000000000000000000000000005',
  },
  currencies: [{ symbol: 'BNB', name: 'BNB', address: null, decimals: 18, usdPrice: 300 }],
  fees: { buyerBps: 250, sellerBps: 250 },
  walletConnectProjectId: null,
};

/** Answers fetch by path prefix ("GET /api/v1/search" → body); unknown paths get 404. */
export function mockApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (!(key in routes)) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    const body = routes[key];
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function renderWithApp(
  ui: ReactElement,
  { path = '/', route = '*', client = testQueryClient(), config = testConfig } = {},
) {
  const result = render(
    <QueryClientProvider client={client}>
      <AppConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
          <LocationDisplay />
        </MemoryRouter>
      </AppConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Shows the router's current location so tests can assert navigation. */
function LocationDisplay() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}
