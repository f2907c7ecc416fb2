import { describe, expect, it } from 'vitest';
import { itineraryTaxes } from '../../server/domain/booking/search';
import type { Reference } from '../../server/domain/booking/reference';
import type { FlightRow } from '../../server/repositories/flights';

const ref = { airports: new Map([['HKG', { countryCode: 'HK' }], ['NRT', { countryCode: 'JP' }], ['TPE', { countryCode: 'TW' }]]) } as unknown as Reference;
const flight = (depAirport: string, distanceKm: number) => ({ depAirport, distanceKm }) as FlightRow;
const codes = (taxes: { code: string }[]) => taxes.map((t) => t.code);

describe('the taxes of an itinerary, per passenger type', () => {
  it('from Hong Kong: the departure tax for adults only, the security charge for everyone, infants nothing else', () => {
    const taxes = itineraryTaxes(ref, [flight('HKG', 2900)], 'HKD').itemised;
    expect(codes(taxes.ADT)).toEqual(['HK', 'G3', 'I5', 'YQ']);
    expect(codes(taxes.CNN)).toEqual(['G3', 'I5', 'YQ']);
    expect(taxes.INF).toEqual([{ code: 'G3', name: 'Passenger Security Charge', amount: 55 }]);
  });

  it('from Japan: its departure charge and the fuel surcharge, nothing for infants', () => {
    const taxes = itineraryTaxes(ref, [flight('NRT', 2900)], 'HKD').itemised;
    expect(codes(taxes.ADT)).toEqual(['SW', 'YQ']);
    expect(codes(taxes.CNN)).toEqual(['SW', 'YQ']);
    expect(taxes.INF).toEqual([]);
  });

  it('a connection carries the taxes of both departures, in order', () => {
    expect(codes(itineraryTaxes(ref, [flight('TPE', 800), flight('HKG', 1700)], 'HKD').itemised.ADT)).toEqual(['TW', 'YQ', 'HK', 'G3', 'I5', 'YQ']);
  });

  it('sums each type in the currency, Canadian dollars to the cent', () => {
    // From Hong Kong, 2900 km: 120 + 55 + 180 + 155 (fuel) for an adult; the child has no departure tax.
    expect(itineraryTaxes(ref, [flight('HKG', 2900)], 'HKD').total).toEqual({ ADT: 510, CNN: 390, INF: 55 });
    expect(itineraryTaxes(ref, [flight('HKG', 2900)], 'CAD').total).toEqual({ ADT: 89.76, CNN: 68.64, INF: 9.68 });
  });
});
