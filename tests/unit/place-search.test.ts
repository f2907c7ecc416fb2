import { describe, expect, it } from 'vitest';
import { airports, cities } from '../../server/db/seed/network';
import { searchPlaces, type PlaceGroup } from '../../src/app/places';

const named = <T extends { name: { en: string; sc: string; tc: string } }>(row: T) => ({ ...row, name: row.name.en, nameEn: row.name.en, nameSc: row.name.sc, nameTc: row.name.tc });
const places = { cities: cities.map(named), airports: airports.map(named) };
const found = (text: string) => searchPlaces(text, places).map((g: PlaceGroup) => `${g.city.code}:${g.airports.map((a) => a.code).join(',')}`);

describe('city and airport search', () => {
  it.each([
    ['NRT', 'TYO:NRT'],
    ['nrt', 'TYO:NRT'],
    ['成田', 'TYO:NRT'],
    ['Narita', 'TYO:NRT'],
    ['羽田', 'TYO:HND'],
    ['Haneda', 'TYO:HND'],
    ['大興', 'BJS:PKX'],
    ['大兴', 'BJS:PKX'],
  ])('finds the airport %s under its city', (text, group) => {
    expect(found(text)).toEqual([group]);
  });

  it.each([['Tokyo'], ['tokyo'], ['东京'], ['東京'], ['TYO']])('finds a city by %s with all its airports', (text) => {
    expect(found(text)[0]).toBe('TYO:HND,NRT');
  });

  it('finds a city whose traditional name differs from the simplified one', () => {
    expect(found('三藩市')).toEqual(['SFO:SFO']);
    expect(found('旧金山')).toEqual(['SFO:SFO']);
    expect(found('溫哥華')).toEqual(['YVR:YVR']);
  });

  it('ignores spaces, width and apostrophes', () => {
    expect(found('xian')).toEqual(['SIA:XIY']);
    expect(found('ｎａｒｉｔａ')).toEqual(['TYO:NRT']);
    expect(found(' hong kong ')).toEqual(['HKG:HKG']);
  });

  it('puts an exact code first', () => {
    expect(found('SHA')[0]).toBe('SHA:PVG,SHA');
    expect(found('HKT')[0]).toBe('HKT:HKT');
  });

  it('lists every city when nothing is typed, and nothing for an unknown name', () => {
    expect(found('')).toHaveLength(cities.length);
    expect(found('Atlantis')).toEqual([]);
  });
});
