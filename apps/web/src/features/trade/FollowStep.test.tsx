import { MSG } from '@agora/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initSteps, type StepStatus } from '../../lib/chain/steps';
import { FollowStep } from './FollowStep';
import type { StepsRunner } from './useTrade';

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
