import { MembersOnly } from '../fortuneWingsClub/MembersOnly';
import { AwardTravellers } from './AwardTravellers';

/** Who may fly on awards: the member and the active beneficiaries; a beneficiary added or changed waits 30 days. */
export default function AwardConditionsPage() {
  return <MembersOnly>{() => <div className="page"><AwardTravellers /></div>}</MembersOnly>;
}
