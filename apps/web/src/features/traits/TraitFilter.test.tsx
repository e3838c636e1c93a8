import { MSG, type TraitType } from '@agora/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TraitFilter, TraitFiltered } from './TraitFilter';
import { toggleTrait, withoutTraits } from './traitState';
import { useTraitFilter } from './useTraitFilter';

const TRAITS: TraitType[] = [
  {
    type: 'Color',
    values: [
      { value: 'Blue', count: 2 },
      { value: 'Red', count: 1 },
    ],
  },
  { type: 'Hat', values: [{ value: 'Cap', count: 3 }] },
];

function Harness() {
  return <TraitFilter {...useTraitFilter(['test'], async () => TRAITS)} />;
}

/** The counts arrive when the test says so. */
function FilteredHarness({ counts }: { counts: Promise<TraitType[]> }) {
  return (
    <TraitFiltered traits={useTraitFilter(['filtered'], () => counts)}>
      <p>the list</p>
    </TraitFiltered>
  );
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('trait filter state', () => {
  it('toggles one Type:Value in the URL and keeps the other parameters', () => {
    const once = toggleTrait(new URLSearchParams('page=2&trait=Hat:Cap'), 'Color', 'Blue');
    expect(once.getAll('trait')).toEqual(['Hat:Cap', 'Color:Blue']);
    expect(once.get('page')).toBe('2');
    expect(toggleTrait(once, 'Hat', 'Cap').getAll('trait')).toEqual(['Color:Blue']);
    expect(withoutTraits(once).toString()).toBe('page=2');
  });

  it('shows types with value counts as checkboxes that choose traits in the URL', async () => {
    renderWithApp(<Harness />, { path: '/explore/All' });
    fireEvent.click(await screen.findByLabelText(MSG.explore.traitValue('Blue', 2)));
    expect(location()).toBe('/explore/All?trait=Color:Blue');
    fireEvent.click(screen.getByLabelText(MSG.explore.traitValue('Cap', 3)));
    expect(location()).toBe('/explore/All?trait=Color:Blue&trait=Hat:Cap');
    expect((screen.getByLabelText(MSG.explore.traitValue('Blue', 2)) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(MSG.explore.traitValue('Blue', 2)));
    expect(location()).toBe('/explore/All?trait=Hat:Cap');
    fireEvent.click(screen.getByRole('button', { name: MSG.explore.clearTraits }));
    expect(location()).toBe('/explore/All');
    expect(screen.queryByRole('button', { name: MSG.explore.clearTraits })).toBeNull();
  });

  it('shows one loader for the filter and its list until the counts arrive, then both at once', async () => {
    let arrive: (traits: TraitType[]) => void = () => {};
    renderWithApp(<FilteredHarness counts={new Promise((done) => (arrive = done))} />, {
      path: '/explore/All',
    });
    expect(screen.getByText(MSG.loadingTitle)).toBeTruthy();
    expect(screen.queryByText('the list')).toBeNull();
    arrive(TRAITS);
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(screen.getByLabelText(MSG.explore.traitValue('Blue', 2))).toBeTruthy();
    expect(screen.queryByText(MSG.loadingTitle)).toBeNull();
  });
});
