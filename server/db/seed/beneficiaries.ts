import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../client';
import { beneficiaries, beneficiaryChanges, clubMembers } from '../schema';

const DAY_MS = 86_400_000;

/**
 * The GOLDEN demo member's beneficiaries: a son who may fly on award tickets (added 70 days ago,
 * effective 40 days ago) and a daughter added 5 days ago, still waiting out her 30 days.
 */
export async function seedBeneficiaries(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const [member] = await db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.cardNo, '8800100002'));
  if (!member) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const people = [
    { lastName: 'WONG', firstName: 'KA HO', chineseLastName: '黃', chineseFirstName: '家豪', gender: 'M', birthday: '2008-05-14', idType: 'PASSPORT', idNo: 'K76543210', added: 70 },
    { lastName: 'WONG', firstName: 'KA YAN', chineseLastName: '黃', chineseFirstName: '嘉欣', gender: 'F', birthday: '2011-11-02', idType: 'HK_ID', idNo: 'Y1234567', added: 5 },
  ];
  for (const { added, ...person } of people) {
    const at = daysAgo(added);
    const [row] = await db
      .insert(beneficiaries)
      .values({ ...person, memberId: member.id, relationship: 'CHILD', nationality: 'HK', idExpiry: null, effectiveAt: new Date(at.getTime() + 30 * DAY_MS), createdAt: at, updatedAt: at })
      .returning({ id: beneficiaries.id });
    await db.insert(beneficiaryChanges).values({ memberId: member.id, beneficiaryId: row!.id, kind: 'ADD', initial: true, occurredAt: at });
  }
}
