import type { MemberTier } from '../../../services/schemas/member';

/** Demo accounts, listed in the README. Passwords follow the rules of spec section 5. */
export const demoUser = {
  nickName: 'Demo Traveller',
  areaCode: '852',
  mobile: '91234567',
  email: 'demo@fwc.example',
  password: 'Demo@2026',
  /** Saved passengers: the traveller themself and a child. */
  passengers: [
    { lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1985-03-02', passengerType: 'ADT', certType: 'PASSPORT', certNo: 'K12345678', certExpiry: '2031-05-31', nationality: 'HK', personally: true },
    { lastName: 'CHAN', firstName: 'HOI YAN', gender: 'F', birthday: '2017-08-15', passengerType: 'CNN', certType: 'PASSPORT', certNo: 'K87654321', certExpiry: '2029-09-30', nationality: 'HK', personally: false },
  ],
};

/** The airline's operations desk: may change and cancel flights and set their status on the day. */
export const demoOperations = { nickName: 'Operations Desk', areaCode: '852', mobile: '91230000', email: 'ops@fwc.example', password: 'Ops@2026x', role: 'OPERATIONS' };

/** An airline employee: may buy the staff lounge offer (VIP_ROOM_EMPLOYEE). */
export const demoStaff = { nickName: 'Staff Traveller', areaCode: '852', mobile: '91230005', email: 'staff@fwc.example', password: 'Staff@2026', role: 'STAFF' };

/** The live chat's agents: they see conversations by the name each traveller chose, nothing of their accounts. */
export const demoAgents = [
  { nickName: 'Ho Wing Sze', areaCode: '852', mobile: '91230001', email: 'agent1@fwc.example', password: 'Agent@2026a', role: 'AGENT' },
  { nickName: 'Leung Chi Kit', areaCode: '852', mobile: '91230002', email: 'agent2@fwc.example', password: 'Agent@2026b', role: 'AGENT' },
];

export interface DemoClubMember {
  cardNo: string;
  tier: MemberTier;
  lastName: string;
  firstName: string;
  gender: 'M' | 'F';
  birthday: string;
  areaCode: string;
  mobile: string;
  email: string;
  idType: string;
  idNo: string;
  password: string;
  /** The 6-digit redemption password points are spent with. */
  payPassword: string;
  points: number;
  accountBalance: string;
}

export const demoClubMembers: DemoClubMember[] = [
  { cardNo: '8800100001', tier: 'SILVER', lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1988-04-12', areaCode: '852', mobile: '61234501', email: 'silver@fwc.example', idType: 'PASSPORT', idNo: 'K12345601', password: 'Fwc@2580a', payPassword: '258036', points: 48_200, accountBalance: '350.00' },
  { cardNo: '8800100002', tier: 'GOLDEN', lastName: 'WONG', firstName: 'MEI LING', gender: 'F', birthday: '1979-09-30', areaCode: '852', mobile: '61234502', email: 'golden@fwc.example', idType: 'PASSPORT', idNo: 'K12345602', password: 'Fwc@2580b', payPassword: '258036', points: 126_500, accountBalance: '1200.00' },
  { cardNo: '8800100003', tier: 'PLATINUM', lastName: 'LI', firstName: 'WEI', gender: 'M', birthday: '1972-01-05', areaCode: '86', mobile: '13800138003', email: 'platinum@fwc.example', idType: 'ID_CARD', idNo: '110101197201050031', password: 'Fwc@2580c', payPassword: '258036', points: 412_000, accountBalance: '5000.00' },
  { cardNo: '8800100004', tier: 'STANDARD', lastName: 'LAM', firstName: 'KA YAN', gender: 'F', birthday: '1996-07-21', areaCode: '852', mobile: '61234504', email: 'standard@fwc.example', idType: 'PASSPORT', idNo: 'K12345604', password: 'Fwc@2580d', payPassword: '258036', points: 3_800, accountBalance: '0.00' },
];
