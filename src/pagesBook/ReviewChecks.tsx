import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { CertType } from '../../services/schemas/documents';
import { PRIVACY_POLICY_PATH } from '../components/content-href';
import { Card } from '../ui/Card';
import './booking.css';
import { formatDate } from '../app/format';

/** A passenger's travel document as the last check before an order shows it. */
export interface DocumentCheck {
  name: string;
  certType: CertType | null;
  certNo: string | null;
  expiry: string | null;
}

/** A document number shown by its last 4 characters only, as the server masks it. */
export const maskedDocumentNo = (certNo: string) => '*'.repeat(Math.max(0, certNo.length - 4)) + certNo.slice(-4);

/** Who flies on which document (its type, its number masked but for the last 4, its expiry): a last check before the order. */
export function TravelDocuments({ people }: { people: DocumentCheck[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('review.documentsTitle')}>
      <ul className="review-checks">
        {people.map((p, i) => (
          <li key={i} data-testid="review-document">
            <strong>{p.name}</strong>
            {p.certType && p.certNo && (
              <span className="muted">
                {[t(`book.cert.${p.certType}`), maskedDocumentNo(p.certNo), p.expiry && t('review.validUntil', { date: formatDate(p.expiry) })].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Whom the airline tells of changes to the trip: a last check before the order. */
export function ContactCheck({ name, areaCode, mobile, email }: { name: string; areaCode: string; mobile: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t('review.contactTitle')}>
      <ul className="review-checks" data-testid="review-contact">
        <li>{name}</li>
        <li>{`+${areaCode} ${mobile}`}</li>
        <li>{email}</li>
      </ul>
    </Card>
  );
}

/** The line before the order is confirmed: the fare rules (`rules`: a link or a button opening them) and the Privacy Policy, read in the app. */
export function ReadTerms({ rules }: { rules: ReactElement }) {
  return (
    <p className="review-terms">
      <Trans i18nKey="review.readTerms" components={{ rules, terms: <Link className="ui-link" to={PRIVACY_POLICY_PATH} /> }} />
    </p>
  );
}
