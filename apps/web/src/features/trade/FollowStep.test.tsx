import { MSG } from '@agora/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '../../lib/chain/contracts';
import { initSteps, type StepStatus } from '../../lib/chain/steps';
import type { TradeDeps } from '../../lib/chain/tx';
import { testConfig } from '../../test/render';
import { toastStore } from '../toast/toastStore';
import { type Approval, ApproveStep, FollowStep } from './FollowStep';
import { type StepsRunner, useSteps } from './useTrade';

vi.mock('../../lib/chain/contracts');

/** A steps runner frozen at `status`, recording what its rows run. */
function runnerAt(status: Record<'approve' | 'list', StepStatus>): StepsRunner<'approve' | 'list'> {
  return { state: { ...initSteps(['approve', 'list'] as const), status }, run: vi.fn(), reset: vi.fn() };
}

const listRow = (steps: StepsRunner<'approve' | 'list'>, ready?: boolean) =>
  render(
    <FollowStep
      steps={steps}
      step="list"
      title="List"
      ready={ready}
      work={async () => {}}
      failMessage="failed"
    />,
  );

describe('FollowStep', () => {
  it('waits for the steps before it (canBegin)', () => {
    listRow(runnerAt({ approve: 'processing', list: 'init' }));
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it("waits for the modal's own check (ready)", () => {
    listRow(runnerAt({ approve: 'done', list: 'init' }), false);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs its work as its step, with its failure message, once it may begin', () => {
    const steps = runnerAt({ approve: 'done', list: 'tryagain' });
    listRow(steps);
    const button = screen.getByRole('button', { name: MSG.sale.stepLabels.tryagain });
    fireEvent.click(button);
    expect(steps.run).toHaveBeenCalledWith('list', expect.any(Function), 'failed');
  });
});

/** The Approve row of a modal whose steps are approve then list. */
function ApproveRow({ approval }: { approval: Approval }) {
  const steps = useSteps(['approve', 'list'] as const);
  const deps = { appCfg: testConfig } as unknown as TradeDeps;
  return <ApproveStep steps={steps} deps={deps} approval={approval} title="Approve" />;
}

describe('ApproveStep', () => {
  afterEach(() => toastStore.dismiss());

  it("says 'Approve Successfully' once the marketplace is approved (spec 2 §8)", async () => {
    vi.mocked(contracts.ensureCollectionApproval).mockResolvedValue();
    render(<ApproveRow approval={{ collection: testConfig.addresses.erc721 }} />);
    fireEvent.click(screen.getByRole('button', { name: MSG.sale.stepLabels.init }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toMatchObject({ kind: 'success', text: MSG.toast.approved }),
    );
    expect(contracts.ensureCollectionApproval).toHaveBeenCalledOnce();
  });

  it("says 'Approve failed' when the approval fails", async () => {
    vi.mocked(contracts.ensureAllowance).mockRejectedValue(new Error('reverted'));
    render(<ApproveRow approval={{ currency: testConfig.addresses.vsw, amount: 1n }} />);
    fireEvent.click(screen.getByRole('button', { name: MSG.sale.stepLabels.init }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toMatchObject({ kind: 'error', text: MSG.toast.approveFailed }),
    );
  });
});
