/** Travel document types (spec section 3). ID_CARD is the mainland resident ID card. */
export const certTypes = ['PASSPORT', 'ID_CARD', 'HK_ID', 'HOME_RETURN_PERMIT', 'TAIWAN_PERMIT', 'OTHER'] as const;
export type CertType = (typeof certTypes)[number];

/** How a beneficiary is related to the club member (the option list `option/ffp/relationship`). */
export const relationships = ['SPOUSE', 'PARENT', 'CHILD', 'SIBLING', 'RELATIVE', 'FRIEND', 'OTHER'] as const;
export type Relationship = (typeof relationships)[number];
