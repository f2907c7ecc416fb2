import { describe, expect, it } from 'vitest';
import type { ContentAction } from '../../services/schemas/content';
import { contentHref } from '../../src/components/content-href';

const action = (actionType: ContentAction['actionType'], url: string): ContentAction => ({ moduleName: 'm', trackerName: 't', actionType, url, params: {} });

describe('content action items', () => {
  it('navigate to a page of the app, and never to another site', () => {
    expect(contentHref(action('navigate', '/pagesBook/pages/select-date/lowprice'))).toBe('/pagesBook/pages/select-date/lowprice');
    expect(contentHref(action('navigate', 'https://elsewhere.example/'))).toBe('/');
    expect(contentHref(action('navigate', '//elsewhere.example/'))).toBe('/');
  });

  it('open a web page in the web view, and an app path as it is', () => {
    expect(contentHref(action('webview', 'https://www.immd.gov.hk/eng/'))).toBe('/pages/web/index?url=https%3A%2F%2Fwww.immd.gov.hk%2Feng%2F');
    expect(contentHref(action('webview', '/pages/web/index?id=travel-documents'))).toBe('/pages/web/index?id=travel-documents');
    expect(contentHref(action('webview', '//elsewhere.example/'))).toBe('/pages/web/index?url=%2F%2Felsewhere.example%2F');
  });

  it('open a PDF on the PDF page', () => {
    expect(contentHref(action('pdf', '/content/baggage-allowance.pdf'))).toBe('/pagesBase/pages/webview/open-pdf?url=%2Fcontent%2Fbaggage-allowance.pdf');
  });
});
