import { MSG, type TraitType } from '@agora/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TraitFilter, TraitFiltered } from './TraitFilter';
import { toggleTrait, withoutTraits } from './traitState';
import { traitsQuery, useTraitFilter } from './useTraitFilter';

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
  return <TraitFilter {...useTraitFilter(traitsQuery(['test'], async () => TRAITS))} />;
}

/** A list that suspends while it loads the items of a trait choice, until `loaded` resolves. */
function SlowList({ loaded }: { loaded: Promise<void> }) {
  const [params] = useSearchParams();
  if (params.has('trait')) use(loaded);
  return null;
}

/** The counts arrive when the test says so. */
function FilteredHarness({ counts }: { counts: Promise<TraitType[]> }) {
  return (
    <TraitFiltered traits={useTraitFilter(traitsQuery(['filtered'], () => counts))}>
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

  it('ticks a box at once and builds a second choice on the first while the list behind it reloads', async () => {
    let finish = () => {};
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    renderWithApp(
      <>
        <Harness />
        <Suspense>
          <SlowList loaded={loaded} />
        </Suspense>
      </>,
      { path: '/explore/All' },
    );
    const blue = (await screen.findByLabelText(MSG.explore.traitValue('Blue', 2))) as HTMLInputElement;
    const click = (box: HTMLElement) => act(async () => void fireEvent.click(box));
    await click(blue);
    // The router's transition is held by the suspended list: the URL is still the old one, the box already ticked.
    expect(location()).toBe('/explore/All');
    expect(blue.checked).toBe(true);
    // A second choice builds on the first, not on the URL that has not caught up yet.
    await click(screen.getByLabelText(MSG.explore.traitValue('Cap', 3)));
    expect((screen.getByLabelText(MSG.explore.traitValue('Cap', 3)) as HTMLInputElement).checked).toBe(true);
    expect(blue.checked).toBe(true);
    await act(async () => finish());
    expect(location()).toBe('/explore/All?trait=Color:Blue&trait=Hat:Cap');
    expect(blue.checked).toBe(true);
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
