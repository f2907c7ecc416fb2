import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim, LedgerEntry } from '../../../services/schemas/points';
import { formatDate } from '../../app/format';
import './points.css';

const CLUB = '/pagesMy/pages/fortuneWingsClub';
export const ledgerListPath = `${CLUB}/TradingPointsList`;
export const ledgerDetailPath = (id: number) => `${CLUB}/TradingPointsDetails?id=${id}`;
export const claimsPath = `${CLUB}/SupplementPoints`;
export const claimAddPath = `${CLUB}/SupplementPointsAdd`;
export const claimDetailPath = (id: number) => `${CLUB}/SupplementPointsDetails?id=${id}`;

/** Points with their sign: credits +, debits −. */
export const signed = (points: number) => (points > 0 ? `+${points.toLocaleString('en')}` : `−${Math.abs(points).toLocaleString('en')}`);

/** Label and value pairs of a detail card. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One ledger row's title: its kind, and the flight it comes from. */
export function useEntryTitle() {
  const { t } = useTranslation();
  return (entry: LedgerEntry) => [t(`points.kinds.${entry.kind}`), entry.flightNo].filter(Boolean).join(' · ');
}

/** What a claim is about, and its status. */
export function useClaimTitle() {
  const { t } = useTranslation();
  return (claim: Claim) => `${claim.flightNo} · ${formatDate(claim.flightDate)} · ${t(`claims.statuses.${claim.status}`)}`;
}

export const day = (iso: string | null) => (iso ? formatDate(iso) : '');
