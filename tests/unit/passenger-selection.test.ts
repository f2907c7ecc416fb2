import { describe, expect, it } from 'vitest';
import type { Passenger } from '../../services/schemas/passenger';
import { blankPlace, editPlace, preselectSelf, toggleSaved, type PassengerDraft } from '../../src/pagesBook/passenger-selection';

const departure = '2026-12-20';
const saved = (id: number, birthday: string, fields: Partial<Passenger> = {}): Passenger => ({
  id,
  lastName: 'CHAN',
  firstName: `P${id}`,
  gender: 'M',
  birthday,
  passengerType: 'ADT',
  certType: 'PASSPORT',
  certNoMasked: '****1234',
  certExpiry: '2031-01-01',
  nationality: 'HK',
  issuedBy: null,
  ffpNo: null,
  personally: false,
  ...fields,
});
const places = (): PassengerDraft[] => [blankPlace('ADT'), blankPlace('ADT'), blankPlace('CNN'), blankPlace('INF', 0)];
const placed = (result: ReturnType<typeof toggleSaved>) => {
  if (!('places' in result)) throw new Error(`no place for ${result.noPlaceFor}`);
  return result.places;
};

describe('passenger selection', () => {
  it('puts a saved passenger in the first free place of the type they have on the departure date', () => {
    const adult = placed(toggleSaved(places(), saved(1, '1980-01-01'), departure));
    expect(adult[0]).toMatchObject({ psngId: 1, firstName: 'P1', certNo: '****1234', certExpiry: '2031-01-01', type: 'ADT' });
    // 11 on the departure date: a child.
    const child = placed(toggleSaved(adult, saved(2, '2015-01-01'), departure));
    expect(child[2]).toMatchObject({ psngId: 2, type: 'CNN' });
    const infant = placed(toggleSaved(child, saved(3, '2025-06-01'), departure));
    expect(infant[3]).toMatchObject({ psngId: 3, type: 'INF', guardianIndex: 0 });
    const second = placed(toggleSaved(infant, saved(4, '1990-01-01'), departure));
    expect(second.map((p) => p.psngId)).toEqual([1, 4, 2, 3]);
  });

  it('takes a passenger out again, leaving the place free with its type and guardian', () => {
    const one = placed(toggleSaved(places(), saved(3, '2025-06-01'), departure));
    expect(placed(toggleSaved(one, saved(3, '2025-06-01'), departure))).toEqual(places());
  });

  it('says which type has no place left, and does not take a place filled in by hand', () => {
    const typed = places().map((p, i) => (i === 2 ? { ...p, lastName: 'WONG' } : p));
    expect(toggleSaved(typed, saved(2, '2015-01-01'), departure)).toEqual({ noPlaceFor: 'CNN' });
  });

  it('preselects the traveller themself only while nothing is filled in', () => {
    const list = [saved(1, '1980-01-01'), saved(9, '1985-05-05', { personally: true })];
    expect(preselectSelf(places(), list, departure)[0]).toMatchObject({ psngId: 9 });
    const typed = places().map((p, i) => (i === 1 ? { ...p, firstName: 'MEI' } : p));
    expect(preselectSelf(typed, list, departure)).toBe(typed);
    expect(preselectSelf(places(), [saved(1, '1980-01-01')], departure)).toEqual(places());
  });

  it('keeps a saved passenger through a new expiry date, and lets them go when who it is changes', () => {
    const [place] = placed(toggleSaved(places(), saved(1, '1980-01-01'), departure));
    expect(editPlace(place!, { certExpiry: '2035-01-01' })).toMatchObject({ psngId: 1, certNo: '****1234', certExpiry: '2035-01-01' });
    const renamed = editPlace(place!, { lastName: 'WONG' });
    expect(renamed.psngId).toBeUndefined();
    expect(renamed).toMatchObject({ lastName: 'WONG', firstName: 'P1', certNo: '' });
    expect(editPlace(place!, { certNo: 'K5550000' })).toMatchObject({ certNo: 'K5550000' });
    expect(editPlace(place!, { certNo: 'K5550000' }).psngId).toBeUndefined();
  });
});
