import {
  BENEFICIARY_CHANGES_A_YEAR,
  BENEFICIARY_LIMIT,
  BENEFICIARY_WAIT_DAYS,
  type Beneficiary,
  type BeneficiaryList,
  type SaveBeneficiary,
} from '../../../services/schemas/beneficiary';
import type { CertType, Relationship } from '../../../services/schemas/documents';
import { codes } from '../../../services/schemas/codes';
import type { BeneficiaryRow } from '../../repositories/beneficiaries';
import type { ClubMemberRow } from '../../repositories/club-members';
import type { Store } from '../../repositories/store';
import { badRequest, DomainError } from '../errors';
import { maskDocument, refuseFutureBirthday } from '../users';
import { currentMember } from './current-member';

const DAY_MS = 86_400_000;

const notFound = () => new DomainError(codes.beneficiaryNotFound, 'errors.beneficiaryNotFound');
const masked = (idNo: string) => maskDocument(idNo) ?? '';

function toBeneficiary(row: BeneficiaryRow, now: Date): Beneficiary {
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    chineseLastName: row.chineseLastName,
    chineseFirstName: row.chineseFirstName,
    relationship: row.relationship as Relationship,
    idType: row.idType as CertType,
    idNoMasked: masked(row.idNo),
    birthday: row.birthday ?? '',
    gender: row.gender === 'F' ? 'F' : 'M',
    nationality: row.nationality ?? '',
    idExpiry: row.idExpiry,
    effectiveAt: row.effectiveAt.toISOString(),
    active: row.effectiveAt <= now,
  };
}

/** The membership year `now` falls in: from the last anniversary of joining (of 1 January without a joining date). */
export function membershipYear(joinedAt: Date | null, now: Date): { start: Date; end: Date } {
  const from = joinedAt ?? new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const on = (year: number) => {
    const d = new Date(from);
    d.setUTCFullYear(year);
    return d;
  };
  let start = on(now.getUTCFullYear());
  if (start > now) start = on(now.getUTCFullYear() - 1);
  return { start, end: on(start.getUTCFullYear() + 1) };
}

type Person = Pick<BeneficiaryRow, 'lastName' | 'firstName' | 'birthday' | 'idType' | 'idNo'>;
const samePerson = (a: Person, b: Person) =>
  (a.idType === b.idType && a.idNo === b.idNo) || (a.lastName === b.lastName && a.firstName === b.firstName && a.birthday === b.birthday);
const isTheMember = (member: ClubMemberRow, person: Person) =>
  (member.idType !== null && member.idNo !== null && samePerson({ ...member, idType: member.idType, idNo: member.idNo }, person)) ||
  (member.lastName === person.lastName && member.firstName === person.firstName && member.birthday === person.birthday);

async function allowance(store: Store, member: ClubMemberRow, now: Date) {
  const year = membershipYear(member.joinedAt, now);
  const additions = await store.beneficiaries.additionsOf(member.id);
  const counted = await store.beneficiaries.countedSince(member.id, year.start);
  return {
    initialAdditionsLeft: Math.max(0, BENEFICIARY_LIMIT - additions),
    yearlyChangesLeft: Math.max(0, BENEFICIARY_CHANGES_A_YEAR - counted),
    yearEnds: new Date(year.end.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

export async function beneficiaryList(store: Store, userId: number, now: Date): Promise<BeneficiaryList> {
  const member = await currentMember(store, userId);
  const rows = await store.beneficiaries.listOf(member.id);
  return { records: rows.map((row) => toBeneficiary(row, now)), ...(await allowance(store, member, now)) };
}

/**
 * Adds a beneficiary, or with an id changes one; either way they may fly 30 days later. The first
 * 10 additions are free; after them every addition or change uses one of the membership year's 6.
 */
export async function saveBeneficiary(store: Store, userId: number, body: SaveBeneficiary, now: Date): Promise<Beneficiary> {
  const member = await currentMember(store, userId);
  refuseFutureBirthday(body.birthday, now);
  const row = await store.transaction(async (tx) => {
    // Additions from two tabs are counted one after the other.
    await tx.clubMembers.lock(member.id);
    const current = body.id === undefined ? undefined : await tx.beneficiaries.find(member.id, body.id);
    if (body.id !== undefined && !current) throw notFound();
    const idNo = current && body.idNo === masked(current.idNo) ? current.idNo : body.idNo;
    if (idNo.startsWith('*')) throw badRequest('validation.certNo', { field: 'idNo' });
    const { id: _id, ...fields } = body;
    const person = { ...fields, idNo };
    if (isTheMember(member, person)) throw new DomainError(codes.beneficiaryIsMember, 'errors.beneficiaryIsMember');
    const named = await tx.beneficiaries.listOf(member.id);
    if (named.some((b) => b.id !== current?.id && samePerson(b, person))) throw new DomainError(codes.beneficiaryDuplicate, 'errors.beneficiaryDuplicate');
    if (!current && named.length >= BENEFICIARY_LIMIT) throw new DomainError(codes.beneficiaryLimit, 'errors.beneficiaryLimit', { limit: BENEFICIARY_LIMIT });

    const { initialAdditionsLeft, yearlyChangesLeft, yearEnds } = await allowance(tx, member, now);
    const initial = !current && initialAdditionsLeft > 0;
    if (!initial && yearlyChangesLeft === 0) {
      throw new DomainError(codes.beneficiaryYearlyLimit, 'errors.beneficiaryYearlyLimit', { count: BENEFICIARY_CHANGES_A_YEAR, date: yearEnds });
    }
    const effectiveAt = new Date(now.getTime() + BENEFICIARY_WAIT_DAYS * DAY_MS);
    const saved = current
      ? await tx.beneficiaries.update(member.id, current.id, { ...person, effectiveAt, updatedAt: now })
      : await tx.beneficiaries.add({ ...person, memberId: member.id, effectiveAt, createdAt: now, updatedAt: now });
    await tx.beneficiaries.logChange({ memberId: member.id, beneficiaryId: saved.id, kind: current ? 'CHANGE' : 'ADD', initial, occurredAt: now });
    return saved;
  });
  return toBeneficiary(row, now);
}

/** Deleting is immediate and gives no addition back. */
export async function deleteBeneficiary(store: Store, userId: number, id: number): Promise<void> {
  const member = await currentMember(store, userId);
  if (!(await store.beneficiaries.remove(member.id, id))) throw notFound();
}
