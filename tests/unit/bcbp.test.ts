import { describe, expect, it } from 'vitest';
import { encodeBcbp, julianDay, type BcbpLeg } from '../../server/domain/check-in/bcbp';

/** Reads a format M, one-leg BCBP back into its items, by the widths of Resolution 792. */
function parseBcbp(text: string) {
  let at = 0;
  const take = (width: number) => {
    const value = text.slice(at, at + width);
    if (value.length !== width) throw new Error(`truncated at ${at}`);
    at += width;
    return value;
  };
  const mandatory = {
    formatCode: take(1),
    legs: Number(take(1)),
    passengerName: take(20).trimEnd(),
    electronicTicket: take(1),
    pnr: take(7).trimEnd(),
    from: take(3),
    to: take(3),
    carrier: take(3).trimEnd(),
    flightNumber: take(5),
    julianDate: Number(take(3)),
    compartment: take(1),
    seat: take(4),
    sequenceNo: Number(take(5)),
    passengerStatus: take(1),
  };
  const variableSize = parseInt(take(2), 16);
  const variableStart = at;
  const conditional = {
    versionMarker: take(1),
    version: take(1),
  };
  const uniqueSize = parseInt(take(2), 16);
  const uniqueStart = at;
  const unique = {
    passengerDescription: take(1),
    checkInSource: take(1),
    passSource: take(1),
    issueDate: take(4),
    documentType: take(1),
    issuer: take(3).trimEnd(),
  };
  expect(at - uniqueStart).toBe(uniqueSize);
  const repeatedSize = parseInt(take(2), 16);
  const repeatedStart = at;
  const repeated = {
    airlineNumericCode: take(3),
    serialNumber: take(10),
    selectee: take(1),
    documentVerification: take(1),
    marketingCarrier: take(3).trimEnd(),
    frequentFlyerAirline: take(3).trimEnd(),
    frequentFlyerNumber: take(16).trimEnd(),
    idAd: take(1),
    freeBaggage: take(3).trimEnd(),
    fastTrack: take(1),
  };
  expect(at - repeatedStart).toBe(repeatedSize);
  expect(at - variableStart).toBe(variableSize);
  expect(at).toBe(text.length);
  return { ...mandatory, ...conditional, ...unique, ...repeated };
}

const leg: BcbpLeg = {
  passengerName: 'CHAN/TAIMAN',
  pnr: 'ABC123',
  from: 'HKG',
  to: 'NRT',
  carrier: 'FW',
  flightNumber: '201',
  flightDate: '2026-02-14',
  compartment: 'Y',
  seat: '12A',
  sequenceNo: 7,
  ticketNo: '7841234567890',
  issuedOn: '2026-02-13',
  freeBaggageKg: 20,
  passengerType: 'ADT',
};

describe('BCBP (IATA Resolution 792, format M, one leg)', () => {
  it('has the 60 mandatory characters in their places, then the conditional items they announce', () => {
    const text = encodeBcbp(leg);
    expect(text.slice(0, 60)).toBe('M1CHAN/TAIMAN         EABC123 HKGNRTFW 0201 045Y012A000071' + text.slice(58, 60));
    expect(parseInt(text.slice(58, 60), 16)).toBe(text.length - 60);
  });

  it('decodes every field back', () => {
    expect(parseBcbp(encodeBcbp(leg))).toEqual({
      formatCode: 'M',
      legs: 1,
      passengerName: 'CHAN/TAIMAN',
      electronicTicket: 'E',
      pnr: 'ABC123',
      from: 'HKG',
      to: 'NRT',
      carrier: 'FW',
      flightNumber: '0201 ',
      julianDate: 45,
      compartment: 'Y',
      seat: '012A',
      sequenceNo: 7,
      passengerStatus: '1',
      versionMarker: '>',
      version: '6',
      passengerDescription: '0',
      checkInSource: 'W',
      passSource: 'W',
      issueDate: '6044',
      documentType: 'B',
      issuer: 'FW',
      airlineNumericCode: '784',
      serialNumber: '1234567890',
      selectee: '0',
      documentVerification: '0',
      marketingCarrier: 'FW',
      frequentFlyerAirline: '',
      frequentFlyerNumber: '',
      idAd: ' ',
      freeBaggage: '20K',
      fastTrack: 'N',
    });
  });

  it('cuts a long name to 20 characters, pads a short seat row and marks a child without baggage', () => {
    const parsed = parseBcbp(encodeBcbp({ ...leg, passengerName: 'WONGSINGKWONGTAI/SIUMINGCHRISTOPHER', seat: '3K', sequenceNo: 123, passengerType: 'CNN', freeBaggageKg: 0, compartment: 'C' }));
    expect(parsed).toMatchObject({ passengerName: 'WONGSINGKWONGTAI/SIU', seat: '003K', sequenceNo: 123, passengerDescription: '3', freeBaggage: '', compartment: 'C' });
  });

  it('counts the Julian date from the first of January, leap years included', () => {
    expect([julianDay('2026-01-01'), julianDay('2026-12-31'), julianDay('2028-03-01'), julianDay('2028-12-31')]).toEqual([1, 365, 61, 366]);
  });
});
