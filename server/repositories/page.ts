/** A page of a list: pages count from 1. */
export interface Page {
  pageNum: number;
  pageSize: number;
}

export const offsetOf = (page: Page) => (page.pageNum - 1) * page.pageSize;
