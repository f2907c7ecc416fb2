/**
 * Text widths for laying the atlas out at build time, where there is no browser to measure with:
 * the advance widths of DejaVu Sans and DejaVu Sans Bold (printable ASCII, in 2048ths of an em),
 * the widest of the faces `system-ui` picks on common systems, so a name fits its box whichever
 * face draws it. Other characters count a whole em.
 */
const UNITS_PER_EM = 2048;
const FIRST = 32;
const book = [651,821,942,1716,1303,1946,1597,563,799,799,1024,1716,651,739,651,690,1303,1303,1303,1303,1303,1303,1303,1303,1303,1303,690,690,1716,1716,1716,1087,2048,1401,1405,1430,1577,1294,1178,1587,1540,604,604,1343,1141,1767,1532,1612,1235,1612,1423,1300,1251,1499,1401,2025,1403,1251,1403,799,690,799,1716,1024,1024,1255,1300,1126,1300,1260,721,1300,1298,569,569,1186,569,1995,1298,1253,1300,1300,842,1067,803,1298,1212,1675,1212,1212,1075,1303,690,1303,1716];
const bold = [713,934,1067,1716,1425,2052,1786,627,936,936,1071,1716,778,850,778,748,1425,1425,1425,1425,1425,1425,1425,1425,1425,1425,819,819,1716,1716,1716,1188,2048,1585,1561,1503,1700,1399,1399,1681,1714,762,762,1587,1305,2038,1714,1741,1501,1741,1577,1475,1397,1663,1585,2259,1579,1483,1485,936,748,936,1716,1024,1024,1382,1466,1214,1466,1389,891,1466,1458,702,702,1362,702,2134,1458,1407,1466,1466,1010,1219,979,1458,1335,1892,1321,1335,1192,1458,748,1458,1716];

/** The width in pixels of `text` set at `size` pixels, bold or not, rounded up. */
export function textWidth(text: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  const widths = weight === 'bold' ? bold : book;
  let units = 0;
  for (const ch of text) units += widths[ch.codePointAt(0)! - FIRST] ?? UNITS_PER_EM;
  return Math.ceil((units * size) / UNITS_PER_EM);
}
