import type { CertType } from '../../../services/schemas/documents';
import { ageRuleOn, clubToday, type AgeRule, type ClubSignUpResult } from '../../../services/schemas/club-membership';
import { dateSchema } from '../../../services/schemas/validation';
import { readJson, remove, writeJson } from '../../app/storage';
import { useStoredState } from '../../app/use-stored-state';

export const CLUB_STEP = (n: 1 | 2 | 3) => `/pagesExternal/pages/club/step${n}`;
export const CLUB_SUCCESS = '/pagesExternal/pages/club/success';

/** What the three sign-up steps have typed, kept in this tab's sessionStorage; the password never is. */
export interface ClubDraft {
  lastName: string;
  firstName: string;
  chineseLastName: string;
  chineseFirstName: string;
  gender: 'M' | 'F';
  birthday: string;
  nationality: string;
  idType: CertType;
  idNo: string;
  idExpiry: string;
  guardianName: string;
  guardianRelationship: string;
  guardianMobile: string;
  mobile: string;
  code: string;
  email: string;
  newsletter: boolean;
  /** The last step passed, so a later step opened first sends the traveller back. */
  done: 0 | 1 | 2;
}

const DRAFT = 'clubSignUp.draft';
const RESULT = 'clubSignUp.result';
export const AREA_CODE_STORE = 'areaCode.club';
export const GUARDIAN_AREA_CODE_STORE = 'areaCode.clubGuardian';

const emptyDraft = (): ClubDraft => ({
  lastName: '',
  firstName: '',
  chineseLastName: '',
  chineseFirstName: '',
  gender: 'M',
  birthday: '',
  nationality: '',
  idType: 'PASSPORT',
  idNo: '',
  idExpiry: '',
  guardianName: '',
  guardianRelationship: '',
  guardianMobile: '',
  mobile: '',
  code: '',
  email: '',
  newsletter: false,
  done: 0,
});

export function useClubDraft() {
  const [draft, setDraft] = useStoredState<ClubDraft>(DRAFT, emptyDraft);
  return { draft, change: (change: Partial<ClubDraft>) => setDraft((d) => ({ ...d, ...change })) };
}

/** The age rule for the birthday typed so far; none until it is a whole date. */
export const ageRuleOf = (birthday: string): AgeRule => (dateSchema.safeParse(birthday).success ? ageRuleOn(birthday, clubToday(new Date())) : null);

/** Step 1's fields as the request has them: the guardian only under 16. */
export function step1Values(d: ClubDraft, guardianAreaCode: string) {
  const guardian =
    ageRuleOf(d.birthday) === 'guardian'
      ? { name: d.guardianName, relationship: d.guardianRelationship, areaCode: guardianAreaCode, mobile: d.guardianMobile }
      : null;
  return {
    lastName: d.lastName,
    firstName: d.firstName,
    chineseLastName: d.chineseLastName,
    chineseFirstName: d.chineseFirstName,
    gender: d.gender,
    birthday: d.birthday,
    nationality: d.nationality,
    idType: d.idType,
    idNo: d.idNo,
    idExpiry: d.idExpiry,
    guardian,
  };
}

export const dropDraft = () => remove(sessionStorage, DRAFT);
export const keepResult = (result: ClubSignUpResult) => writeJson(sessionStorage, RESULT, result);
export const readResult = () => readJson<ClubSignUpResult>(sessionStorage, RESULT);
