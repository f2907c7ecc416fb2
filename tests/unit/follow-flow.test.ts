import { describe, expect, it } from 'vitest';
import { moveFor, type Where } from '../../src/pagesBook/follow-flow';

const page = {
  home: '/pages/home/index',
  homeTab: '/pages/home/new-index',
  results: '/pagesBook/pages/book/index',
  brand: '/pagesBook/pages/book/pick-brand',
  passengers: '/pagesBook/pages/book/fill-passenger',
  payment: '/pagesBook/pages/payment/index?orderId=7',
};
const where = (fields: Partial<Where>): Where => ({ path: page.results, pathname: page.results, popped: false, flowCanGoBack: true, hasEarlierEntry: true, ...fields });

describe('a booking page following the flow and the browser history', () => {
  it('stays when the page on screen is the flow’s', () => {
    expect(moveFor(where({ path: page.payment, pathname: '/pagesBook/pages/payment/index' }))).toEqual({ kind: 'stay' });
  });

  it('keeps the home tab on screen while the flow is at the search, since it has the search form too', () => {
    expect(moveFor(where({ path: page.home, pathname: page.homeTab }))).toEqual({ kind: 'stay' });
    expect(moveFor(where({ path: page.results, pathname: page.homeTab }))).toEqual({ kind: 'go', replace: false });
    expect(moveFor(where({ path: page.home, pathname: page.results }))).toEqual({ kind: 'historyBack' });
  });

  it('adds a history entry for a step forward, and replaces the entry when the flow leaves for a page outside the steps', () => {
    expect(moveFor(where({ path: page.brand, pathname: page.results }))).toEqual({ kind: 'go', replace: false });
    expect(moveFor(where({ path: page.results, pathname: page.home }))).toEqual({ kind: 'go', replace: false });
    expect(moveFor(where({ path: page.payment, pathname: '/pagesBook/pages/book/fill-detail' }))).toEqual({ kind: 'go', replace: true });
  });

  it('takes the flow back when the browser went back to an earlier step, but not from the search page', () => {
    expect(moveFor(where({ path: page.passengers, pathname: page.brand, popped: true }))).toEqual({ kind: 'flowBack' });
    expect(moveFor(where({ path: page.results, pathname: page.home, popped: true }))).not.toEqual({ kind: 'flowBack' });
  });

  it('holds the flow’s step in this entry when the flow cannot go back (a request under way)', () => {
    expect(moveFor(where({ path: page.passengers, pathname: page.brand, popped: true, flowCanGoBack: false }))).toEqual({ kind: 'go', replace: true });
  });

  it('takes the browser back an entry when the flow is back before the page, or replaces it when there is no entry before', () => {
    expect(moveFor(where({ path: page.results, pathname: page.passengers }))).toEqual({ kind: 'historyBack' });
    expect(moveFor(where({ path: page.results, pathname: page.brand, popped: true }))).toEqual({ kind: 'historyBack' });
    expect(moveFor(where({ path: page.results, pathname: page.passengers, hasEarlierEntry: false }))).toEqual({ kind: 'go', replace: true });
  });
});
